import { describeDriver } from '../testing/describe-driver.js';
import { javaBatchSuite } from '../testing/java-batch-suite.js';

await describeDriver('java batches', 'process', javaBatchSuite('process'));
