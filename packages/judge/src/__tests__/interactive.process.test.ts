import { describeDriver } from '../testing/describe-driver.js';
import { interactiveSuite } from '../testing/interactive-suite.js';

await describeDriver('interactive problems', 'process', interactiveSuite('process'));
