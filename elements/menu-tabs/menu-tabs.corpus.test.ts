import './define.js';
import { describeCorpus } from '../../test/corpus/harness.js';
import { menuCorpus } from '../../test/corpus/menu.corpus.js';

describeCorpus('menu', menuCorpus);
