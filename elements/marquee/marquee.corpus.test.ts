import './define.js';
import { describeCorpus } from '../../test/corpus/harness.js';
import { marqueeCorpus } from '../../test/corpus/marquee.corpus.js';

describeCorpus('marquee', marqueeCorpus);
