import './define.js';
import { describeCorpus } from '../../test/corpus/harness.js';
import { mapCorpus } from '../../test/corpus/map.corpus.js';

describeCorpus('map', mapCorpus);
