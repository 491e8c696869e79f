import { describeDriver } from '../testing/describe-driver.js';
import { starvedRunSuite } from '../testing/starved-run-suite.js';

await describeDriver('a run the machine starved', 'bwrap', starvedRunSuite('bwrap'));
