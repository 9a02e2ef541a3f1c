import { servingsFromYield, yieldText } from './yield';

describe('yieldText', () => {
  it('reads a number, a string or a list', () => {
    expect(yieldText(4)).toBe('4 servings');
    expect(yieldText('6')).toBe('6 servings');
    expect(yieldText('12 cookies')).toBe('12 cookies');
    expect(yieldText(['4', '4 bowls'])).toBe('4 bowls');
    expect(yieldText(['8'])).toBe('8 servings');
    expect(yieldText(null)).toBe('');
  });
});

describe('servingsFromYield', () => {
  it('takes the first whole number', () => {
    expect(servingsFromYield('8-10 servings')).toBe(8);
    expect(servingsFromYield('Makes 24 cookies')).toBe(24);
    expect(servingsFromYield('a crowd')).toBe(0);
  });
});
