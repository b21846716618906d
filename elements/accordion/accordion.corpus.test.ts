import './define.js';
import { describeCorpus } from '../../test/corpus/harness.js';
import { accordionCorpus } from '../../test/corpus/accordion.corpus.js';

describeCorpus('accordion', accordionCorpus);
