import { startHarness } from '../../../../test/harness/gateway-harness.js';
import { mySessionsCases } from '../../../../test/harness/my-sessions-cases.js';

mySessionsCases('memory', () => startHarness());
