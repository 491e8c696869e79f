import { conformanceSuite } from '../testing/conformance-suite.js';
import { describeDriver } from '../testing/describe-driver.js';

await describeDriver('conformance', 'docker', conformanceSuite('docker'));
