/** Word lists and weighted tables for synthetic carriers. All invented or generic; no real carrier is reproduced. */

/** State, weight (share of carriers, roughly like the real census), cities with their 3-digit ZIP prefix, area codes. */
export interface StateInfo {
  state: string;
  weight: number;
  cities: readonly (readonly [string, string])[];
  areaCodes: readonly string[];
}

export const STATES: readonly StateInfo[] = [
  { state: 'TX', weight: 10, cities: [['HOUSTON', '770'], ['DALLAS', '752'], ['SAN ANTONIO', '782'], ['LAREDO', '780'], ['EL PASO', '799'], ['FORT WORTH', '761']], areaCodes: ['713', '214', '210', '956', '915', '817', '832', '469'] },
  { state: 'CA', weight: 9, cities: [['LOS ANGELES', '900'], ['FONTANA', '923'], ['FRESNO', '937'], ['SACRAMENTO', '958'], ['STOCKTON', '952'], ['SAN DIEGO', '921']], areaCodes: ['213', '909', '559', '916', '209', '619', '951'] },
  { state: 'FL', weight: 6, cities: [['MIAMI', '331'], ['ORLANDO', '328'], ['JACKSONVILLE', '322'], ['TAMPA', '336'], ['HIALEAH', '330']], areaCodes: ['305', '407', '904', '813', '786'] },
  { state: 'IL', weight: 5, cities: [['CHICAGO', '606'], ['JOLIET', '604'], ['ROCKFORD', '611'], ['BOLINGBROOK', '604']], areaCodes: ['312', '815', '773', '630'] },
  { state: 'GA', weight: 4, cities: [['ATLANTA', '303'], ['SAVANNAH', '314'], ['MACON', '312'], ['DALTON', '307']], areaCodes: ['404', '912', '478', '706', '770'] },
  { state: 'OH', weight: 4, cities: [['COLUMBUS', '432'], ['CLEVELAND', '441'], ['TOLEDO', '436'], ['CINCINNATI', '452']], areaCodes: ['614', '216', '419', '513'] },
  { state: 'PA', weight: 4, cities: [['PHILADELPHIA', '191'], ['PITTSBURGH', '152'], ['ALLENTOWN', '181'], ['HARRISBURG', '171']], areaCodes: ['215', '412', '610', '717'] },
  { state: 'NY', weight: 4, cities: [['BROOKLYN', '112'], ['BUFFALO', '142'], ['BRONX', '104'], ['ALBANY', '122']], areaCodes: ['718', '716', '347', '518'] },
  { state: 'NJ', weight: 3, cities: [['NEWARK', '071'], ['ELIZABETH', '072'], ['PATERSON', '075'], ['EDISON', '088']], areaCodes: ['973', '908', '201', '732'] },
  { state: 'NC', weight: 3, cities: [['CHARLOTTE', '282'], ['GREENSBORO', '274'], ['RALEIGH', '276']], areaCodes: ['704', '336', '919'] },
  { state: 'TN', weight: 3, cities: [['MEMPHIS', '381'], ['NASHVILLE', '372'], ['KNOXVILLE', '379']], areaCodes: ['901', '615', '865'] },
  { state: 'IN', weight: 3, cities: [['INDIANAPOLIS', '462'], ['GARY', '464'], ['FORT WAYNE', '468']], areaCodes: ['317', '219', '260'] },
  { state: 'MI', weight: 3, cities: [['DETROIT', '482'], ['GRAND RAPIDS', '495'], ['LANSING', '489']], areaCodes: ['313', '616', '517'] },
  { state: 'WA', weight: 2, cities: [['SEATTLE', '981'], ['TACOMA', '984'], ['SPOKANE', '992']], areaCodes: ['206', '253', '509'] },
  { state: 'AZ', weight: 2, cities: [['PHOENIX', '850'], ['TUCSON', '857']], areaCodes: ['602', '520', '480'] },
  { state: 'MO', weight: 2, cities: [['KANSAS CITY', '641'], ['ST LOUIS', '631'], ['SPRINGFIELD', '658']], areaCodes: ['816', '314', '417'] },
  { state: 'MN', weight: 2, cities: [['MINNEAPOLIS', '554'], ['ST PAUL', '551']], areaCodes: ['612', '651'] },
  { state: 'WI', weight: 2, cities: [['MILWAUKEE', '532'], ['MADISON', '537'], ['GREEN BAY', '543']], areaCodes: ['414', '608', '920'] },
  { state: 'AL', weight: 2, cities: [['BIRMINGHAM', '352'], ['MOBILE', '366'], ['MONTGOMERY', '361']], areaCodes: ['205', '251', '334'] },
  { state: 'KY', weight: 1.5, cities: [['LOUISVILLE', '402'], ['LEXINGTON', '405']], areaCodes: ['502', '859'] },
  { state: 'SC', weight: 1.5, cities: [['COLUMBIA', '292'], ['CHARLESTON', '294']], areaCodes: ['803', '843'] },
  { state: 'VA', weight: 1.5, cities: [['RICHMOND', '232'], ['NORFOLK', '235']], areaCodes: ['804', '757'] },
  { state: 'CO', weight: 1.5, cities: [['DENVER', '802'], ['AURORA', '800']], areaCodes: ['303', '720'] },
  { state: 'OK', weight: 1.5, cities: [['OKLAHOMA CITY', '731'], ['TULSA', '741']], areaCodes: ['405', '918'] },
  { state: 'LA', weight: 1.5, cities: [['NEW ORLEANS', '701'], ['BATON ROUGE', '708'], ['SHREVEPORT', '711']], areaCodes: ['504', '225', '318'] },
  { state: 'AR', weight: 1.2, cities: [['LITTLE ROCK', '722'], ['FORT SMITH', '729']], areaCodes: ['501', '479'] },
  { state: 'IA', weight: 1.2, cities: [['DES MOINES', '503'], ['DAVENPORT', '528']], areaCodes: ['515', '563'] },
  { state: 'KS', weight: 1, cities: [['WICHITA', '672'], ['KANSAS CITY', '661']], areaCodes: ['316', '913'] },
  { state: 'MS', weight: 1, cities: [['JACKSON', '392'], ['GULFPORT', '395']], areaCodes: ['601', '228'] },
  { state: 'NV', weight: 1, cities: [['LAS VEGAS', '891'], ['RENO', '895']], areaCodes: ['702', '775'] },
  { state: 'UT', weight: 1, cities: [['SALT LAKE CITY', '841'], ['OGDEN', '844']], areaCodes: ['801', '385'] },
  { state: 'OR', weight: 1, cities: [['PORTLAND', '972'], ['EUGENE', '974']], areaCodes: ['503', '541'] },
  { state: 'NE', weight: 1, cities: [['OMAHA', '681'], ['LINCOLN', '685']], areaCodes: ['402'] },
  { state: 'MD', weight: 1, cities: [['BALTIMORE', '212'], ['HAGERSTOWN', '217']], areaCodes: ['410', '301'] },
  { state: 'MA', weight: 1, cities: [['BOSTON', '021'], ['WORCESTER', '016'], ['SPRINGFIELD', '011']], areaCodes: ['617', '508', '413'] },
  { state: 'CT', weight: 0.6, cities: [['HARTFORD', '061'], ['BRIDGEPORT', '066']], areaCodes: ['860', '203'] },
  { state: 'NM', weight: 0.6, cities: [['ALBUQUERQUE', '871'], ['LAS CRUCES', '880']], areaCodes: ['505', '575'] },
  { state: 'ID', weight: 0.5, cities: [['BOISE', '837'], ['NAMPA', '836']], areaCodes: ['208'] },
  { state: 'ME', weight: 0.3, cities: [['PORTLAND', '041'], ['BANGOR', '044']], areaCodes: ['207'] },
  { state: 'ND', weight: 0.3, cities: [['FARGO', '581'], ['BISMARCK', '585']], areaCodes: ['701'] },
];

export const FIRST_NAMES = [
  'JOSE', 'JUAN', 'LUIS', 'CARLOS', 'MIGUEL', 'JORGE', 'JESUS', 'ANTONIO', 'FRANCISCO', 'ALEJANDRO', 'JAMES', 'JOHN', 'ROBERT', 'MICHAEL',
  'WILLIAM', 'DAVID', 'RICHARD', 'JOSEPH', 'THOMAS', 'CHARLES', 'CHRISTOPHER', 'DANIEL', 'MATTHEW', 'ANTHONY', 'MARK', 'DONALD', 'STEVEN',
  'KEVIN', 'BRIAN', 'GEORGE', 'TIMOTHY', 'RONALD', 'JASON', 'JEFFREY', 'RYAN', 'GARY', 'ERIC', 'MARIA', 'PATRICIA', 'JENNIFER', 'LINDA',
  'ELIZABETH', 'BARBARA', 'SUSAN', 'JESSICA', 'SARAH', 'KAREN', 'NANCY', 'LISA', 'GURPREET', 'HARPREET', 'JASWINDER', 'MANDEEP', 'RAJESH',
  'SUKHDEEP', 'OLEKSANDR', 'DMYTRO', 'ANDRIY', 'SERGEY', 'VLADIMIR', 'IVAN', 'NIKOLAI', 'AHMED', 'MOHAMED', 'OMAR', 'ALI', 'HASSAN',
  'ABDI', 'MUSTAFA', 'NGUYEN', 'TUAN', 'MINH', 'KWAME', 'OLUWASEUN', 'CHINEDU', 'TYRONE', 'DARNELL', 'MARCUS', 'ANDRE',
] as const;

export const LAST_NAMES = [
  'GARCIA', 'RODRIGUEZ', 'MARTINEZ', 'HERNANDEZ', 'LOPEZ', 'GONZALEZ', 'PEREZ', 'SANCHEZ', 'RAMIREZ', 'TORRES', 'FLORES', 'RIVERA',
  'GOMEZ', 'DIAZ', 'REYES', 'CRUZ', 'MORALES', 'ORTIZ', 'GUTIERREZ', 'CHAVEZ', 'SMITH', 'JOHNSON', 'WILLIAMS', 'BROWN', 'JONES', 'MILLER',
  'DAVIS', 'WILSON', 'ANDERSON', 'TAYLOR', 'THOMAS', 'MOORE', 'JACKSON', 'MARTIN', 'LEE', 'THOMPSON', 'WHITE', 'HARRIS', 'CLARK', 'LEWIS',
  'ROBINSON', 'WALKER', 'YOUNG', 'ALLEN', 'KING', 'WRIGHT', 'SCOTT', 'GREEN', 'BAKER', 'ADAMS', 'NELSON', 'HILL', 'CAMPBELL', 'MITCHELL',
  'SINGH', 'KAUR', 'SANDHU', 'GILL', 'DHALIWAL', 'SIDHU', 'PATEL', 'SHAH', 'KOVALENKO', 'SHEVCHENKO', 'BONDARENKO', 'IVANOV', 'PETROV',
  'POPESCU', 'NOWAK', 'KOWALSKI', 'MOHAMUD', 'ABDULLAHI', 'HASSAN', 'NGUYEN', 'TRAN', 'PHAM', 'OKAFOR', 'MENSAH', 'WASHINGTON', 'JEFFERSON',
] as const;

export const NAME_WORDS = [
  'EAGLE', 'FALCON', 'HAWK', 'PRIME', 'SWIFT', 'RAPID', 'BLUE RIDGE', 'LONE STAR', 'GOLDEN', 'SILVER', 'IRON', 'STEEL', 'UNITED', 'AMERICAN',
  'NATIONAL', 'CONTINENTAL', 'PATRIOT', 'LIBERTY', 'FREEDOM', 'SUMMIT', 'PINNACLE', 'APEX', 'ATLAS', 'TITAN', 'MAVERICK', 'MUSTANG',
  'BUFFALO', 'GRIZZLY', 'WOLF', 'LION', 'TIGER', 'PANTHER', 'COASTAL', 'MIDWEST', 'SOUTHERN', 'NORTHERN', 'WESTERN', 'EASTERN', 'PACIFIC',
  'ATLANTIC', 'GULF', 'PRAIRIE', 'MOUNTAIN', 'RIVER', 'VALLEY', 'DESERT', 'SUNRISE', 'SUNSET', 'STAR', 'DIAMOND', 'CROWN', 'ROYAL',
  'EMPIRE', 'ELITE', 'PREMIER', 'RELIABLE', 'TRUSTED', 'ROADRUNNER', 'HIGHWAY', 'INTERSTATE', 'CROSSROADS', 'ALLIANCE', 'TRINITY', 'ZION',
  'GENESIS', 'EXODUS', 'NOVA', 'VECTOR', 'ROCKET', 'THUNDER', 'LIGHTNING', 'STORM', 'BLIZZARD', 'POLAR', 'ARCTIC', 'EVEREST', 'OMEGA',
] as const;

export const NAME_KINDS = ['TRUCKING', 'TRANSPORT', 'TRANSPORTATION', 'LOGISTICS', 'FREIGHT', 'EXPRESS', 'CARRIERS', 'HAULING', 'LINES', 'DELIVERY', 'CARGO', 'ENTERPRISES', 'SERVICES', 'GROUP'] as const;

export const ENTITY_SUFFIXES = ['LLC', 'LLC', 'LLC', 'LLC', 'INC', 'INC', 'CORP', 'CO', 'LTD', 'L.L.C.', 'INC.'] as const;

export const STREET_NAMES = [
  'MAIN', 'OAK', 'MAPLE', 'PINE', 'CEDAR', 'ELM', 'INDUSTRIAL', 'COMMERCE', 'AIRPORT', 'RAILROAD', 'MARKET', 'PARK', 'LAKE', 'HILL',
  'WASHINGTON', 'LINCOLN', 'JEFFERSON', 'FRANKLIN', 'MADISON', 'JACKSON', '1ST', '2ND', '3RD', '4TH', '5TH', 'W 10TH', 'E 14TH', 'N CENTRAL',
  'S BROADWAY', 'OLD HIGHWAY 61', 'HIGHWAY 59', 'US HIGHWAY 90', 'STATE ROUTE 9', 'LOGISTICS', 'DISTRIBUTION', 'WAREHOUSE', 'TERMINAL',
] as const;

export const STREET_TYPES = ['ST', 'AVE', 'RD', 'DR', 'BLVD', 'PKWY', 'LN', 'CT', 'WAY', 'HWY', 'CIR'] as const;

export const EMAIL_PROVIDERS = ['GMAIL.COM', 'GMAIL.COM', 'GMAIL.COM', 'YAHOO.COM', 'HOTMAIL.COM', 'OUTLOOK.COM', 'AOL.COM', 'ICLOUD.COM'] as const;

/** Registered agents / filing services: their phone, e-mail and address appear on many carriers. */
export const FILING_SERVICES = [
  { name: 'US DOT COMPLIANCE FILINGS', street: '1200 CORPORATE CENTER DR', city: 'DOVER', state: 'DE', zip: '19901', phone: '3025550101', email: 'FILINGS@USDOTCOMPLIANCEDESK.COM' },
  { name: 'TRUCKERS REGISTRATION CENTER', street: '8800 N GESSNER RD STE 300', city: 'HOUSTON', state: 'TX', zip: '77064', phone: '8325550188', email: 'INFO@TRUCKREGCENTER.COM' },
  { name: 'FLEET PERMIT SERVICES', street: '450 E 96TH ST STE 500', city: 'INDIANAPOLIS', state: 'IN', zip: '46240', phone: '3175550123', email: 'PERMITS@FLEETPERMITSVC.COM' },
  { name: 'CARRIER AUTHORITY PROS', street: '3001 N ROCKY POINT DR', city: 'TAMPA', state: 'FL', zip: '33607', phone: '8135550177', email: 'SUPPORT@AUTHORITYPROS.NET' },
  { name: 'MC NUMBER EXPRESS', street: '2711 CENTERVILLE RD STE 400', city: 'WILMINGTON', state: 'DE', zip: '19808', phone: '3025550164', email: 'ORDERS@MCNUMBEREXPRESS.COM' },
  { name: 'DOT REGISTRATION HELP', street: '16192 COASTAL HWY', city: 'LEWES', state: 'DE', zip: '19958', phone: '3025550145', email: 'HELP@DOTREGHELP.COM' },
  { name: 'PERMIT BOOK SOLUTIONS', street: '1 WORLD TRADE CTR STE 800', city: 'LONG BEACH', state: 'CA', zip: '90831', phone: '5625550190', email: 'ADMIN@PERMITBOOKSOL.COM' },
  { name: 'SAFETY FILING GROUP', street: '100 N TRYON ST STE 4700', city: 'CHARLOTTE', state: 'NC', zip: '28202', phone: '7045550111', email: 'DOT@SAFETYFILINGGROUP.COM' },
] as const;

/** Insurers seen in the L&I files, with a policy-number pattern (# digit, @ letter). */
export const INSURERS = [
  { name: 'NORTHLAND INSURANCE COMPANY', policy: 'WN######' },
  { name: 'DB INSURANCE CO., LTD (U.S.BRANCH)', policy: 'CCA-#######-0#' },
  { name: 'PROGRESSIVE EXPRESS INSURANCE COMPANY', policy: '0########' },
  { name: 'NATIONAL CASUALTY COMPANY', policy: 'RBI#######' },
  { name: 'CANAL INSURANCE CO.', policy: 'CT##########' },
  { name: 'OOIDA RISK RETENTION GROUP, INC.', policy: 'PL#########' },
  { name: 'GEICO COUNTY MUTUAL INSURANCE CO.', policy: '##########' },
  { name: 'AMTRUST INSURANCE COMPANY', policy: 'KMC#######' },
  { name: 'ACCREDITED SURETY AND CASUALTY COMPANY, INC.', policy: '1BWH@@##########-00' },
  { name: 'AMERICAN MILLENNIUM INS/CITADEL REINSURANCE', policy: 'LHT#####-0#' },
  { name: 'NATIONAL INTERSTATE INSURANCE COMPANY', policy: 'EXT #######-00' },
  { name: 'GREAT WEST CASUALTY COMPANY', policy: 'MCP######@' },
] as const;

export const CARGO_INSURERS = ['UNDERWRITERS AT LLOYDS LONDON', 'ACUITY, A MUTUAL INSURANCE COMPANY', 'NATIONAL CASUALTY COMPANY', 'DELLWOOD SPECIALTY INSURANCE COMPANY'] as const;
export const SURETY_COMPANIES = ['LEXINGTON NATIONAL INSURANCE CORPORATION', 'SURETEC INSURANCE COMPANY', 'ROYAL CROWN SURETY'] as const;
export const TRUST_FUNDS = ['PACIFIC FINANCIAL ASSOCIATION, INC.', 'LIBERTY NATIONAL FINANCIAL CORP.'] as const;

/** Truck and trailer makers: VIN world-manufacturer prefix, NCIC make code, unit type. */
export const TRACTOR_MAKERS = [
  { wmi: '3AK', make: 'FRHT' },
  { wmi: '1FU', make: 'FRHT' },
  { wmi: '1XK', make: 'KENW' },
  { wmi: '1XP', make: 'PTRB' },
  { wmi: '4V4', make: 'VOLV' },
  { wmi: '3HS', make: 'INTL' },
  { wmi: '1M1', make: 'MACK' },
] as const;

export const TRAILER_MAKERS = [
  { wmi: '1UY', make: 'UTIL' },
  { wmi: '1GR', make: 'GRTD' },
  { wmi: '1JJ', make: 'WABA' },
  { wmi: '3H3', make: 'HYUN' },
  { wmi: '5V8', make: 'VANG' },
] as const;

export const MONTH_ABBR = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] as const;

/** State names as the SAFER snapshot's STATE column prints them (fmcsa_on_off.csv). */
export const STATE_NAMES: Readonly<Record<string, string>> = {
  TX: 'Texas', CA: 'California', FL: 'Florida', IL: 'Illinois', GA: 'Georgia', OH: 'Ohio', PA: 'Pennsylvania', NY: 'New York', NJ: 'New Jersey',
  NC: 'North Carolina', TN: 'Tennessee', IN: 'Indiana', MI: 'Michigan', WA: 'Washington', AZ: 'Arizona', MO: 'Missouri', MN: 'Minnesota',
  WI: 'Wisconsin', AL: 'Alabama', KY: 'Kentucky', SC: 'South Carolina', VA: 'Virginia', CO: 'Colorado', OK: 'Oklahoma', LA: 'Louisiana',
  AR: 'Arkansas', IA: 'Iowa', KS: 'Kansas', MS: 'Mississippi', NV: 'Nevada', UT: 'Utah', OR: 'Oregon', NE: 'Nebraska', MD: 'Maryland',
  MA: 'Massachusetts', CT: 'Connecticut', NM: 'New Mexico', ID: 'Idaho', ME: 'Maine', ND: 'North Dakota', DE: 'Delaware',
};

/** OP_OTHER / `OTHER-…` texts as carriers write them on the MCS-150 (kinds seen in the census sample). */
export const OTHER_OPERATIONS = ['APPLYING FOR MC', 'UNKNOWN', 'FARMER', 'LEASED', 'CONTRACTOR', 'GARBAGE TRUCK', 'SCHOOL BUS', 'STONE DIRT'] as const;

/** Blanket process-agent companies (BOC-3 filers, invented): one designation covers every state. */
export const BOC3_AGENTS = [
  { name: 'NATIONWIDE PROCESS AGENTS INC', street: '1401 PEACHTREE ST STE 500', city: 'ATLANTA', state: 'GA', zip: '30309' },
  { name: 'BLANKET COVERAGE SERVICES LLC', street: '9800 METCALF AVE', city: 'OVERLAND PARK', state: 'KS', zip: '66212' },
  { name: 'ALL STATES AGENTS FOR PROCESS', street: '222 W ADAMS ST', city: 'CHICAGO', state: 'IL', zip: '60606' },
  { name: 'FIRST BOC-3 FILINGS CORP', street: '5700 GRANITE PKWY STE 200', city: 'PLANO', state: 'TX', zip: '75024' },
  { name: 'TRUCKERS PROCESS AGENT NETWORK', street: '400 CAPITOL MALL STE 900', city: 'SACRAMENTO', state: 'CA', zip: '95814' },
  { name: 'US PROCESS AGENTS OF AMERICA', street: '2 N CHARLES ST', city: 'BALTIMORE', state: 'MD', zip: '21201' },
] as const;
