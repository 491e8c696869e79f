import { readFileSync } from 'fs';
