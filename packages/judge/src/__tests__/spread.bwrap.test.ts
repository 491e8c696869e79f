import { describeDriver } from '../testing/describe-driver.js';
import { spreadSuite } from '../testing/spread-suite.js';

await describeDriver('tests spread over idle places', 'bwrap', spreadSuite('bwrap'));
