// The judge settings the suites run with: the test run's environment (JUDGE_RUNNER_DIR, CC, ...), parsed once.
import { loadJudgeConfig } from '../config/judge-config.js';

export const TEST_JUDGE_CONFIG = loadJudgeConfig(process.env);
