import './define.js';
import { describeCorpus } from '../../test/corpus/harness.js';
import { imageCorpus } from '../../test/corpus/image.corpus.js';

describeCorpus('image', imageCorpus);
