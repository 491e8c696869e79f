import { compileSuite } from '../testing/compile-suite.js';
import { describeDriver } from '../testing/describe-driver.js';

await describeDriver('compile outcomes', 'docker', compileSuite('docker'));
