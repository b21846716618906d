import { expect } from '@open-wc/testing';
import { DEVICE_SIZES, deviceView, matchesDeviceView } from '../../runtime/device-views.js';
import { OBSERVER_THRESHOLDS } from '../../runtime/enums.js';

describe('device views', () => {
  it('names the sizes of spec 001 §9: heights 926, 1024, 1366; desktop widths 800 and 1024; mobile up to 432', () => {
    expect(DEVICE_SIZES.heights).to.deep.equal([926, 1024, 1366]);
    expect(DEVICE_SIZES.desktopWidths).to.deep.equal([800, 1024]);
    expect(DEVICE_SIZES.phoneMaxWidth).to.equal(432);
    expect(DEVICE_SIZES.desktopMinWidth).to.equal(433);
  });

  it('shows a viewport up to 432 px as phone and from 433 px as desktop', () => {
    expect(deviceView(320)).to.equal('phone');
    expect(deviceView(432)).to.equal('phone');
    expect(deviceView(433)).to.equal('desktop');
    expect(deviceView(1024)).to.equal('desktop');
    expect(matchesDeviceView('phone', 400)).to.be.true;
    expect(matchesDeviceView('desktop', 400)).to.be.false;
    expect(matchesDeviceView('desktop', 800)).to.be.true;
  });

  it('never matches tablet, at any width', () => {
    for (const width of [320, 432, 768, 800, 1024, 1366]) expect(matchesDeviceView('tablet', width)).to.be.false;
  });

  it('reads the window width by default', () => {
    expect(deviceView()).to.equal(innerWidth <= 432 ? 'phone' : 'desktop');
  });
});

describe('observer thresholds', () => {
  it('are 0, 0.1, 0.25, 0.5 and 1 (spec 000 §9)', () => {
    expect(OBSERVER_THRESHOLDS).to.deep.equal([0, 0.1, 0.25, 0.5, 1]);
    expect(Object.isFrozen(OBSERVER_THRESHOLDS)).to.be.true;
  });
});
