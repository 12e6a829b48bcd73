import type { PhoneProblem } from './phone-rules.js';

/**
 * The cases for the spec 2 §5 phone rules, in the one copy of those rules that the gateway (which
 * enforces them) and the web client (which mirrors them as the user types) both import.
 */
export interface PhoneCase {
  name: string;
  phone: string;
  country: string;
  problem: PhoneProblem | null;
}

export const PHONE_CASES: PhoneCase[] = [
  { name: 'a Russian mobile', phone: '+7 916 123-45-67', country: 'RU', problem: null },
  { name: 'a Russian mobile typed with 8', phone: '8 916 123 45 67', country: 'RU', problem: null },
  { name: 'a Russian landline is not mobile', phone: '+7 495 123-45-67', country: 'RU', problem: 'type' },
  { name: 'too short to be a number', phone: '+7 916 12', country: 'RU', problem: 'invalid' },
  { name: 'letters', phone: 'call me', country: 'RU', problem: 'invalid' },
  { name: 'a Kazakh mobile under RU', phone: '+7 701 123 45 67', country: 'RU', problem: 'country' },
  { name: 'a Kazakh mobile', phone: '+7 701 123 45 67', country: 'KZ', problem: null },
  { name: 'a US number, fixed or mobile', phone: '+1 415 555 2671', country: 'US', problem: null },
  { name: 'a US number typed nationally', phone: '(212) 555-1234', country: 'US', problem: null },
  { name: 'a Ukrainian mobile', phone: '+380 50 123 4567', country: 'UA', problem: null },
  { name: '+79 under UA counts as RU', phone: '+7 916 123 45 67', country: 'UA', problem: null },
  { name: 'a +7 495 number under UA is another country', phone: '+7 495 123 45 67', country: 'UA', problem: 'country' },
  { name: '+794 under AB counts as RU', phone: '+7 940 123 45 67', country: 'AB', problem: null },
  { name: 'other Russian numbers under AB do not', phone: '+7 916 123 45 67', country: 'AB', problem: 'country' },
  { name: 'a Russian mobile under AZ', phone: '+7 916 123 45 67', country: 'AZ', problem: 'country' },
  { name: 'an Azerbaijani mobile', phone: '+994 50 123 45 67', country: 'AZ', problem: null },
  { name: 'a Malaysian mobile of 11 digits', phone: '+60 12 345 6789', country: 'MY', problem: null },
  { name: 'a Malaysian mobile of 12 digits', phone: '+60 11 1234 5678', country: 'MY', problem: null },
  { name: 'a Malaysian number of 10 digits', phone: '+60 12 345 678', country: 'MY', problem: 'length' },
  { name: 'a Malaysian number of 14 digits', phone: '+60 11 1234 567890', country: 'MY', problem: 'length' },
  { name: 'an Italian mobile', phone: '+39 312 345 6789', country: 'IT', problem: null },
  { name: 'an Israeli mobile', phone: '+972 54 765 4321', country: 'IL', problem: null },
  { name: 'an Israeli mobile typed nationally', phone: '054-765-4321', country: 'IL', problem: null },
  { name: 'an Israeli landline is not mobile', phone: '+972 2 123 4567', country: 'IL', problem: 'type' },
  { name: 'a Kazakh landline is not mobile', phone: '+7 727 258 45 67', country: 'KZ', problem: 'type' },
  { name: 'a Russian mobile under KZ', phone: '+7 916 123 45 67', country: 'KZ', problem: 'country' },
  { name: 'a Malaysian mobile typed nationally', phone: '012-345 6789', country: 'MY', problem: null },
  { name: 'a Malaysian landline is not mobile', phone: '+60 3 2123 4567', country: 'MY', problem: 'type' },
];
