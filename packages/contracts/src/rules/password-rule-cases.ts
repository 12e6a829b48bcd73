import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type PasswordProblem } from './password-rules.js';

export interface PasswordCase {
  name: string;
  password: string;
  repeat?: string;
  problem: PasswordProblem | null;
}

const letters = (n: number) => 'a'.repeat(n - 1) + '1';

export const PASSWORD_CASES: PasswordCase[] = [
  { name: 'letters and digits of the least length', password: letters(PASSWORD_MIN_LENGTH), problem: null },
  { name: 'one character short', password: letters(PASSWORD_MIN_LENGTH - 1), problem: 'short' },
  { name: 'past the longest', password: letters(PASSWORD_MAX_LENGTH + 1), problem: 'long' },
  { name: 'digits only', password: '12345678', problem: 'weak' },
  { name: 'letters only', password: 'password', problem: 'weak' },
  { name: 'Cyrillic letters count as letters', password: 'пароль123', problem: null },
  { name: 'a repeat that matches', password: 'secret-42', repeat: 'secret-42', problem: null },
  { name: 'a repeat that differs', password: 'secret-42', repeat: 'secret-43', problem: 'mismatch' },
];
