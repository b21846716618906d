import './define.js';
import { describeCorpus } from '../../test/corpus/harness.js';
import { videoCorpus } from '../../test/corpus/video.corpus.js';

describeCorpus('video', videoCorpus);
