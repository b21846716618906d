import './define.js';
import { describeCorpus } from '../../test/corpus/harness.js';
import { summaryCorpus } from '../../test/corpus/summary.corpus.js';

describeCorpus('summary', summaryCorpus);
