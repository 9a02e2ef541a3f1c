/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BottomSheet } from './bottom-sheet';
import { ConfirmDialog } from './confirm-dialog';

describe('modal focus', () => {
  it('keeps Tab inside an open sheet', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Outside</button>
        <BottomSheet open title="Sheet" onClose={() => undefined}>
          <button type="button">First</button>
          <button type="button">Last</button>
        </BottomSheet>
      </>,
    );
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Outside' })).not.toHaveFocus();
    await user.tab({ shift: true });
    expect(document.activeElement?.closest('[role="dialog"]')).not.toBeNull();
  });

  it('closes a confirmation with Escape and keeps Tab on its buttons', async () => {
    const user = userEvent.setup();
    const onCancel = jest.fn();
    render(
      <>
        <button type="button">Outside</button>
        <ConfirmDialog
          open
          title="Sure?"
          message="Really"
          confirmLabel="Yes"
          onConfirm={() => undefined}
          onCancel={onCancel}
        />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalled();
  });
});
