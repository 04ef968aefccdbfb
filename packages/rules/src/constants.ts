/**
 * Constants and limits of the specification (sections "Constants and limits" of both documents).
 * Pure data: the UI, the portal and the API server import these instead of repeating numbers.
 */

/** A button ignores further clicks for this long after one click (double-submit guard). */
export const BUTTON_CLICK_LOCK_MS = 500;
/** Debounce for short tasks (loading indicator) and input handlers. */
export const DEBOUNCE_MS = 200;
/** Page change debounce. */
export const PAGE_CHANGE_DEBOUNCE_MS = 100;
/** Pause between two queued message boxes. */
export const MESSAGE_BOX_DELAY_MS = 100;
/** Default lifetime of a stored item, in seconds (one year). */
export const STORED_ITEM_LIFETIME_S = 31_536_000;
/**
 * The oldest supported major version per desktop browser (issue 41 defect 11, decision 0054): the
 * login home's browser-upgrade popup shows only below it (and always on Internet Explorer).
 * Chrome and Edge: the stable release of November 2026 (156) less two majors; Firefox: the
 * extended-support release 140; Safari 18; Whale 4. Raise them as releases move on.
 */
export const SUPPORTED_BROWSER_MINIMUM = { chrome: 154, edge: 154, firefox: 140, safari: 18, whale: 4 } as const;
/** The upgrade popup and the Chrome recommendation banner hide for a week. */
export const HIDE_FOR_A_WEEK_MS = 604_800_000;
/** Default banner slider speed when no banner gives a viewTime. */
export const BANNER_DEFAULT_VIEW_TIME_MS = 3000;

/** Network layer. */
export const API_BASE_PATH = '/imk/api';
export const BULK_API_BASE_PATH = '/bulk/imk/api';
export const API_TIMEOUT_MS = 150_000;
export const BULK_TIMEOUT_MS = 1_800_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** The print window prints one second after its content is in (spec 001 §2). */
export const PRINT_DELAY_MS = 1000;

/** Session. */
export const COOKIE_LIFETIME_MS = 86_400_000;
export const SESSION_EXPIRY_MS = 3_600_000;

/** Login and security. */
export const LOGIN_FIELD_MAX_LENGTH = 200;
export const LOGIN_MAX_ERRORS = 5;
export const OTP_VALID_MS = 600_000;
export const OTP_MAX_SENDS = 5;
export const OTP_SEND_WINDOW_MS = 600_000;
/** The Knox desktop SSO agent's local WebSocket (decision 0018); the portal's CSP allows it. */
export const SSO_AGENT_URL = 'ws://127.0.0.1:28092/sso';
/** An agent that has not answered by then is taken as not running. */
export const SSO_AGENT_TIMEOUT_MS = 10_000;

/** Field limits. */
export const PASSWORD_MIN_LENGTH = 8;
export const BUSINESS_NUMBER_LENGTH = 10;
export const PHONE_MAX_LENGTH = 20;
export const NON_ASCII_BYTES = 3;

/** Paging and grids. */
export const PAGE_NUMBER_WINDOW = 10;
export const DEFAULT_PAGE_SIZE = 50;
export const SCROLL_PAGE_SIZE = 100;
export const HOME_NOTICE_PAGE_SIZE = 1;
export const GRID_SCROLL_CHECK_MS = 100;
export const GRID_SCROLL_OFFSET_PX = 191;
/**
 * Tab navigation offsets (spec 000 §9 "tab nav offsets 72 and 36 px"): the room kept between the
 * active tab, scrolled into view, and the tab bar's edge: 72 px at desktop width, 36 px on a
 * phone (decision 0033).
 */
export const TAB_NAV_OFFSET_PX = { desktop: 72, mobile: 36 } as const;

/** Files. */
export const FILE_SIZE_UNIT = 1024;
export const UPLOAD_TOTAL_LIMIT_BYTES = 10 * 1024 * 1024;
export const UPLOAD_FILE_LIMIT_BYTES = 5 * 1024 * 1024;
export const CHUNK_SIZE_BYTES = 900_000;
export const CHUNK_PARALLEL = 10;
export const CHUNK_RETRIES = 3;
export const CHUNK_MAX_FILES = 100;
export const FILE_BUSINESS_CODE_DEFAULT = 'ST';
export const FILE_PICKER_LOADING_DELAY_MS = 1500;

/** Dates. */
export const DATE_MIN = '10000101';
export const DATE_MAX = '99990101';
export const VALID_TO_MAX = '99991231';
export const VALID_TO_MAX_WITH_TIME = '99991231235959';
/**
 * The bounds of a date field that holds a validity end ("valid to"): the same minimum as every
 * date, the spec's maximum 99991231 (beyond the picker's general 9999-01-01, so "valid for ever"
 * can be entered). Spread into the picker: `<DatePicker {...VALID_TO_BOUNDS} />`.
 */
export const VALID_TO_BOUNDS = { min: DATE_MIN, max: VALID_TO_MAX } as const;

/** Time picker dropdown steps, in minutes; 30 is the default. */
export const TIME_PICKER_STEPS = [1, 5, 10, 30, 60] as const;
export const TIME_PICKER_DEFAULT_STEP = 30;

/** Registration. */
export const SUPPLIER_MAIN_ITEMS_DEFAULT_MAX = 5;
export const SUPPLIER_REPRESENTATIVE_CAREERS_MAX = 3;
