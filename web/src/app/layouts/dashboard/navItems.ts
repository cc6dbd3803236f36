import type { SvgIconComponent } from '@mui/icons-material';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import RuleOutlined from '@mui/icons-material/RuleOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';

export interface NavItem {
  /** i18n key under `nav.` */
  key: string;
  /** App path without locale prefix. */
  to: string;
  icon: SvgIconComponent;
}

export interface NavGroup {
  /** The group heading is itself a sidebar item with a route (spec §2 lists it as one). */
  heading: NavItem;
  items: NavItem[];
}

/**
 * Every sidebar item of spec §2 and the route it opens (docs/decisions.md explains the grouping).
 * Home, Settings, People and Clients head groups; Help stands alone at the bottom.
 */
export const NAV_GROUPS: NavGroup[] = [
  {
    heading: { key: 'home', to: '/', icon: HomeOutlined },
    items: [
      { key: 'dashboard', to: '/dashboard', icon: DashboardOutlined },
      { key: 'projects', to: '/dashboard/projects', icon: FolderOutlined },
      { key: 'signaling', to: '/dashboard/signaling', icon: NotificationsActiveOutlined },
      { key: 'visuals', to: '/dashboard/visuals', icon: ImageOutlined },
      { key: 'knowledgeBases', to: '/dashboard/knowledgebase', icon: MenuBookOutlined },
    ],
  },
  {
    heading: { key: 'settings', to: '/dashboard/company-profile', icon: SettingsOutlined },
    items: [
      { key: 'companyProfile', to: '/dashboard/company-profile', icon: BusinessOutlined },
      {
        key: 'tenderSettings',
        to: '/dashboard/company-profile?tab=bid-no-bid',
        icon: RuleOutlined,
      },
    ],
  },
  {
    heading: { key: 'people', to: '/dashboard/userManagement', icon: PeopleAltOutlined },
    items: [
      { key: 'userManagement', to: '/dashboard/userManagement', icon: ManageAccountsOutlined },
    ],
  },
  {
    heading: { key: 'clients', to: '/dashboard/customers', icon: HandshakeOutlined },
    items: [{ key: 'customers', to: '/dashboard/customers', icon: GroupsOutlined }],
  },
];

export const HELP_ITEM: NavItem = { key: 'help', to: '/dashboard/help', icon: HelpOutlineOutlined };

/** The item that is 'current' for a path: the longest matching `to` (query ignored unless it matches). */
export function isActive(item: NavItem, pathname: string, search: string): boolean {
  const [path, query] = item.to.split('?');
  if (query) return pathname === path && search.includes(query);
  if (path === '/dashboard' || path === '/') return pathname === path;
  return pathname === path || pathname.startsWith(`${path}/`);
}
