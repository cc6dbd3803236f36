export * from './dashboardQueries';
export * from './dashboardData';
export * from './summarize';
export * from './loadDashboard';
