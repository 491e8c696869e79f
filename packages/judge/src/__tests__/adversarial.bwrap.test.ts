import { adversarialSuite } from '../testing/adversarial-suite.js';
import { describeDriver } from '../testing/describe-driver.js';

await describeDriver('adversarial', 'bwrap', adversarialSuite('bwrap', 'isolated'));
