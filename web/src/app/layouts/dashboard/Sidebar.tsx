import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { PreloadLink } from '../../../components/PreloadLink';
import { BrandMark } from '../../../components/BrandMark';
import { IdleTooltip } from '../../../components/preferences/IdleTooltip';
import { useLocale } from '../../i18n/LocaleContext';
import { hasDashboardAccess, isSupportStaff, useSessionState } from '../../session/SessionContext';
import { stripLocale, withLocale } from '../../i18n/localePath';
import { HELP_ITEM, NAV_GROUPS, isActive, type NavItem } from './navItems';

interface SidebarProps {
  collapsed: boolean;
  onToggle?: () => void;
  onNavigate?: () => void;
}

export function Sidebar({ collapsed, onToggle, onNavigate }: SidebarProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const pathname = stripLocale(location.pathname);
  const session = useSessionState();
  // Support staff have no company: of the sidebar only Help leads anywhere for them.
  const supportOnly =
    session.status === 'signedIn' &&
    !hasDashboardAccess(session.session) &&
    isSupportStaff(session.session);

  const renderItem = (item: NavItem, heading = false) => {
    const label = t(`nav.${item.key}`);
    const active = !heading && isActive(item, pathname, location.search);
    const button = (
      <ListItemButton
        component={PreloadLink}
        to={withLocale(item.to, locale)}
        selected={active}
        aria-current={active ? 'page' : undefined}
        // Collapsed, the icon has no text: named here, as the tooltip (loaded when idle) names it.
        aria-label={collapsed ? label : undefined}
        onClick={onNavigate}
        data-testid={`nav-${item.key}`}
        sx={{
          borderRadius: 1,
          mx: 1,
          minHeight: 40,
          justifyContent: collapsed ? 'center' : 'flex-start',
          ...(heading && !collapsed ? { mt: 1 } : null),
        }}
      >
        <ListItemIcon sx={{ minWidth: collapsed ? 0 : 36, justifyContent: 'center' }}>
          <item.icon fontSize="small" />
        </ListItemIcon>
        {!collapsed && (
          <ListItemText
            primary={label}
            slotProps={{
              primary: heading
                ? {
                    variant: 'overline',
                    sx: { fontWeight: 700, lineHeight: 1.5, color: 'text.secondary' },
                  }
                : { variant: 'body2' },
            }}
          />
        )}
      </ListItemButton>
    );
    return (
      <li key={`${heading ? 'h' : 'i'}-${item.key}`}>
        {collapsed ? (
          <IdleTooltip title={label} placement="right">
            {button}
          </IdleTooltip>
        ) : (
          button
        )}
      </li>
    );
  };

  return (
    <Box
      component="nav"
      aria-label={t('nav.label')}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', overflowX: 'hidden' }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: collapsed ? 'center' : 'space-between',
          px: 2,
          py: 1.5,
          minHeight: 64,
        }}
      >
        <BrandMark compact={collapsed} />
      </Box>
      <Divider />
      <List component="div" sx={{ flex: 1, overflowY: 'auto', py: 1 }}>
        {(supportOnly ? [] : NAV_GROUPS).map((group) => (
          <Box component="ul" key={group.heading.key} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {renderItem(group.heading, true)}
            {group.items.map((item) => renderItem(item))}
          </Box>
        ))}
      </List>
      <Divider />
      <Box component="ul" sx={{ listStyle: 'none', m: 0, py: 1, px: 0 }}>
        {renderItem(HELP_ITEM)}
      </Box>
      {onToggle && (
        <Box sx={{ display: 'flex', justifyContent: collapsed ? 'center' : 'flex-end', p: 1 }}>
          <IdleTooltip title={collapsed ? t('nav.expand') : t('nav.collapse')}>
            <IconButton
              onClick={onToggle}
              aria-label={collapsed ? t('nav.expand') : t('nav.collapse')}
              aria-expanded={!collapsed}
              data-testid="sidebar-toggle"
            >
              {collapsed ? <ChevronRight /> : <ChevronLeft />}
            </IconButton>
          </IdleTooltip>
        </Box>
      )}
    </Box>
  );
}
