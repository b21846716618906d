// Leaves the pre-upgrade stylesheet out for `?no-styles`, then loads the autoloader as a host page would.
if (location.search.includes('no-styles')) document.getElementById('pre-upgrade').remove();
import('/dist/loader.js');
