import { describeDriver } from '../testing/describe-driver.js';
import { multiFileSuite } from '../testing/multi-file-suite.js';

await describeDriver('multi-file programs', 'bwrap', multiFileSuite('bwrap'));
