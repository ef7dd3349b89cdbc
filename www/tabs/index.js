// The puzzle tabs the page shows, in the order of its tab bar (About comes last). Each module's
// default export is a tab: { id, title, commands, help, example, mount({ form, output }) }.
import finder from './finder.js';
import jumble from './jumble.js';
import ladder from './ladder.js';
import rack from './rack.js';
import dice from './dice.js';
import assign from './assign.js';

export const TABS = [finder, jumble, dice, ladder, rack, assign];
