export * from './community-report';
export * from './community-reports.repository';
export * from './community-reports.projection';
export * from './community-reports.consumer';
