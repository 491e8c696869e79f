import { describeDriver } from '../testing/describe-driver.js';
import { prioritySuite } from '../testing/priority-suite.js';

await describeDriver('the CPU priority of what the judge runs', 'process', prioritySuite('process'));
