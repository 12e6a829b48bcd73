import { authSamples } from './auth/auth-samples.js';
import type { Sample } from './sample.js';

/** Every area's samples; the contract-coverage test runs them all. */
export const samples: Sample[] = [...authSamples];
