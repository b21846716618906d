import './define.js';
import { describeCorpus } from '../../test/corpus/harness.js';
import { newsletterCorpus } from '../../test/corpus/newsletter.corpus.js';

describeCorpus('newsletter', newsletterCorpus);
