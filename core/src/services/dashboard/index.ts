export * from './dashboardQueries';
export * from './summarize';
export * from './loadDashboard';
