import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MoneyMoveConfirm, type MoneyMoveLabels } from './money-move-confirm';

const labels: MoneyMoveLabels = {
  title: 'Confirm the payout',
  from: 'From',
  to: 'To',
  amount: 'Amount',
  confirm: 'Confirm payout',
  pending: 'Sending…',
  back: 'Back',
  close: 'Close',
};

const render = (pending = false, failure?: string) =>
  renderToStaticMarkup(
    <MoneyMoveConfirm
      move={{ from: 'Available for payout', to: 'Me', amount: '500,00 ₽', more: [{ label: 'Period', value: 'May' }] }}
      labels={labels}
      pending={pending}
      failure={failure}
      onConfirm={() => {}}
      onClose={() => {}}
    />,
  );

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('the confirm step of a money move (issue 32 item 2)', () => {
  it('reads from, to and amount first, each label over its value, then the rest', () => {
    const html = render();
    const summary = html.slice(html.indexOf('<dl'), html.indexOf('</dl>') + 5);
    expect(text(summary)).toBe('From Available for payout To Me Amount 500,00 ₽ Period May');
    // Each pair is its own block, so a value has the whole width rather than a column beside its label.
    expect(summary.match(/<div[^>]*><dt>[^<]+<\/dt><dd[^>]*>[^<]+<\/dd><\/div>/g)).toHaveLength(4);
    expect(summary).toContain('<dd data-confirm="amount">500,00 ₽</dd>');
  });

  it('keeps its buttons in the dialog footer, outside the scrolling body', () => {
    const html = render();
    expect(html).toMatch(
      /<\/dl><\/div><footer[^>]*><button[^>]*>Back<\/button><button[^>]*>Confirm payout<\/button><\/footer>/,
    );
  });

  it('says it is sending and why a try was unsure', () => {
    const html = render(true, 'Try again');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Sending…<\/button>/);
    expect(html).toMatch(/<p[^>]*role="alert"[^>]*>Try again<\/p>/);
  });
});
