import { describeDriver } from '../testing/describe-driver.js';
import { sleepSuite } from '../testing/sleep-suite.js';

await describeDriver('sleeping submissions', 'bwrap', sleepSuite('bwrap'));
