import { PlaceholderPage } from '../../components/PlaceholderPage';

export function Component() {
  return <PlaceholderPage titleKey="pages.help.title" />;
}
