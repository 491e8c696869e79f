import { readFileSync } from 'fs';

const MOD = 1_000_000_007;

