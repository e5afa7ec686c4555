import { renderToStaticMarkup } from 'react-dom/server';
import { Button } from './Button';

describe('Button', () => {
  it('draws the theme variants and refuses an unsupported type', () => {
    expect(renderToStaticMarkup(<Button variant="danger">Удалить</Button>)).toBe('<button class="ui-btn ui-btn--danger">Удалить</button>');
    expect(renderToStaticMarkup(<Button>Да</Button>)).toContain('ui-btn--primary');
    expect(() => renderToStaticMarkup(<Button variant={'link' as never}>?</Button>)).toThrow('Unsupported button type: link');
  });
});
