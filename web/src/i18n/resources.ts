import enCommon from './locales/en/common.json';
import enNavigation from './locales/en/navigation.json';
import enAuth from './locales/en/auth.json';
import enCompanySetup from './locales/en/companySetup.json';
import enLanding from './locales/en/landing.json';
import enDashboard from './locales/en/dashboard.json';
import enPages from './locales/en/pages.json';
import frCommon from './locales/fr/common.json';
import frNavigation from './locales/fr/navigation.json';
import frAuth from './locales/fr/auth.json';
import frCompanySetup from './locales/fr/companySetup.json';
import frLanding from './locales/fr/landing.json';
import frDashboard from './locales/fr/dashboard.json';
import frPages from './locales/fr/pages.json';
import esCommon from './locales/es/common.json';
import esNavigation from './locales/es/navigation.json';
import esAuth from './locales/es/auth.json';
import esCompanySetup from './locales/es/companySetup.json';
import esLanding from './locales/es/landing.json';
import esDashboard from './locales/es/dashboard.json';
import esPages from './locales/es/pages.json';
import enCarriers from './locales/en/carriers.json';
import enSearch from './locales/en/search.json';
import enCarrierDetail from './locales/en/carrierDetail.json';
import enEquipment from './locales/en/equipment.json';
import enFmcsa from './locales/en/fmcsa.json';
import frCarriers from './locales/fr/carriers.json';
import frSearch from './locales/fr/search.json';
import frCarrierDetail from './locales/fr/carrierDetail.json';
import frEquipment from './locales/fr/equipment.json';
import frFmcsa from './locales/fr/fmcsa.json';
import esCarriers from './locales/es/carriers.json';
import esSearch from './locales/es/search.json';
import esCarrierDetail from './locales/es/carrierDetail.json';
import esEquipment from './locales/es/equipment.json';
import esFmcsa from './locales/es/fmcsa.json';
import enErrors from './locales/en/errors.json';
import frErrors from './locales/fr/errors.json';
import esErrors from './locales/es/errors.json';
import frExplanations from './locales/fr/explanations.json';
import esExplanations from './locales/es/explanations.json';
import { ENGLISH_EXPLANATIONS } from './explanations';
import enVerdict from './locales/en/verdict.json';
import frVerdict from './locales/fr/verdict.json';
import esVerdict from './locales/es/verdict.json';
import enControlPanel from './locales/en/controlPanel.json';
import enTeam from './locales/en/team.json';
import frTeam from './locales/fr/team.json';
import esTeam from './locales/es/team.json';
import frControlPanel from './locales/fr/controlPanel.json';
import esControlPanel from './locales/es/controlPanel.json';
import enNotes from './locales/en/notes.json';
import frNotes from './locales/fr/notes.json';
import esNotes from './locales/es/notes.json';
import enBrokerDashboard from './locales/en/brokerDashboard.json';
import frBrokerDashboard from './locales/fr/brokerDashboard.json';
import esBrokerDashboard from './locales/es/brokerDashboard.json';
import enFreightguard from './locales/en/freightguard.json';
import frFreightguard from './locales/fr/freightguard.json';
import esFreightguard from './locales/es/freightguard.json';
import enReports from './locales/en/reports.json';
import frReports from './locales/fr/reports.json';
import esReports from './locales/es/reports.json';
import enCompliance from './locales/en/compliance.json';
import frCompliance from './locales/fr/compliance.json';
import esCompliance from './locales/es/compliance.json';
import enLoginTracking from './locales/en/loginTracking.json';
import frLoginTracking from './locales/fr/loginTracking.json';
import esLoginTracking from './locales/es/loginTracking.json';
import enSubscription from './locales/en/subscription.json';
import frSubscription from './locales/fr/subscription.json';
import esSubscription from './locales/es/subscription.json';
import enDemo from './locales/en/demo.json';
import frDemo from './locales/fr/demo.json';
import esDemo from './locales/es/demo.json';
import enDatasets from './locales/en/datasets.json';
import frDatasets from './locales/fr/datasets.json';
import esDatasets from './locales/es/datasets.json';

export const NAMESPACES = ['common', 'navigation', 'auth', 'companySetup', 'landing', 'dashboard', 'pages', 'carriers', 'search', 'carrierDetail', 'equipment', 'fmcsa', 'errors', 'verdict', 'controlPanel', 'team', 'explanations', 'brokerDashboard', 'notes', 'freightguard', 'reports', 'compliance', 'loginTracking', 'subscription', 'demo', 'datasets'] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const resources = {
  en: {
    common: enCommon,
    navigation: enNavigation,
    auth: enAuth,
    companySetup: enCompanySetup,
    landing: enLanding,
    dashboard: enDashboard,
    pages: enPages,
    carriers: enCarriers,
    search: enSearch,
    carrierDetail: enCarrierDetail,
    equipment: enEquipment,
    fmcsa: enFmcsa,
    errors: enErrors,
    // proto's catalogues (verdict checks, risk factors): the server's English text comes from the same templates.
    explanations: ENGLISH_EXPLANATIONS,
    verdict: enVerdict,
    controlPanel: enControlPanel,
    team: enTeam,
    notes: enNotes,
    brokerDashboard: enBrokerDashboard,
    freightguard: enFreightguard,
    reports: enReports,
    compliance: enCompliance,
    loginTracking: enLoginTracking,
    subscription: enSubscription,
    demo: enDemo,
    datasets: enDatasets,
  },
  fr: {
    common: frCommon,
    navigation: frNavigation,
    auth: frAuth,
    companySetup: frCompanySetup,
    landing: frLanding,
    dashboard: frDashboard,
    pages: frPages,
    carriers: frCarriers,
    search: frSearch,
    carrierDetail: frCarrierDetail,
    equipment: frEquipment,
    fmcsa: frFmcsa,
    errors: frErrors,
    explanations: frExplanations,
    verdict: frVerdict,
    controlPanel: frControlPanel,
    team: frTeam,
    notes: frNotes,
    brokerDashboard: frBrokerDashboard,
    freightguard: frFreightguard,
    reports: frReports,
    compliance: frCompliance,
    loginTracking: frLoginTracking,
    subscription: frSubscription,
    demo: frDemo,
    datasets: frDatasets,
  },
  es: {
    common: esCommon,
    navigation: esNavigation,
    auth: esAuth,
    companySetup: esCompanySetup,
    landing: esLanding,
    dashboard: esDashboard,
    pages: esPages,
    carriers: esCarriers,
    search: esSearch,
    carrierDetail: esCarrierDetail,
    equipment: esEquipment,
    fmcsa: esFmcsa,
    errors: esErrors,
    explanations: esExplanations,
    verdict: esVerdict,
    controlPanel: esControlPanel,
    team: esTeam,
    notes: esNotes,
    brokerDashboard: esBrokerDashboard,
    freightguard: esFreightguard,
    reports: esReports,
    compliance: esCompliance,
    loginTracking: esLoginTracking,
    subscription: esSubscription,
    demo: esDemo,
    datasets: esDatasets,
  },
} as const;
