import { useTranslation } from '../../../../i18n/use-translation';
import type { ModalComponentProps } from '../../../../modals/modal-definition';
import { Dialog } from '../../../../ui/dialog';
import { RichText } from '../../../../ui/rich-text';

export interface RichTextProps {
  /** Upstream content, shown as it comes. */
  title: string;
  /** CMS HTML: sanitised by RichText like every CMS text. */
  html: string;
}

/** Spec 1 §2 modal "rich-text": a CMS text (a wiki term, a rule) over the page it was opened from. */
export const RichTextModal = ({ props, close }: ModalComponentProps<RichTextProps>) => {
  const { t } = useTranslation('content');
  return (
    <Dialog open onClose={close} title={props.title} closeLabel={t('close')}>
      <div data-testid="rich-text">
        <RichText html={props.html} />
      </div>
    </Dialog>
  );
};
