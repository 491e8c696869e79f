import { describeDriver } from '../testing/describe-driver.js';
import { fuzzSuite } from '../testing/fuzz-suite.js';

await describeDriver('fuzz', 'docker', fuzzSuite('docker'));
