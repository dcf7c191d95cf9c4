import { ImageField } from '../../components/image-field';
import { cardClass } from '../../components/styles';

type BrandImageCardProps = {
  /** The card's id: the setup checklist links to it. */
  id: string;
  label: string;
  path: string | null;
  fallbackSrc: string;
  limitBytes: number;
  guidelines: string;
  progress: number | null;
  /** While its upload or save is in flight. */
  disabled: boolean;
  shape: 'wide' | 'logo';
  onFile: (file: File) => void;
  onPick: (path: string) => void;
  onRemove: () => void;
};

/** The logo or the hero image: preview of the current one (or the built-in default), upload, library, remove. */
export function BrandImageCard({ id, path, fallbackSrc, ...rest }: BrandImageCardProps) {
  return (
    <section id={id} className={`${cardClass} scroll-mt-20 p-4 sm:p-6`}>
      <ImageField heading previewSrc={path} fallbackSrc={fallbackSrc} {...rest} />
    </section>
  );
}
