//! Work budgets. Searches count work in steps, not clock time (`Instant::now()` panics on
//! wasm32-unknown-unknown, and a clock makes answers depend on the machine). When a budget runs
//! out the solver stops and returns what it found with `complete: false`.

/// The default budget: about 2 s of work natively on the reference machine (2 cores); see the
/// README's benchmark section for the calibration.
pub const DEFAULT_STEPS: u64 = 60_000_000;

/// How often (in steps) the progress hook is called.
const PROGRESS_EVERY: u64 = 1 << 20;

/// Why a best-first search (the Jumble's, phrase anagrams') stopped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stop {
    /// Every answer was found.
    Exhausted,
    /// The caller had enough.
    Enough,
    /// The step budget ran out.
    Budget,
    /// The search's node limit was reached.
    Memory,
}

impl Stop {
    /// What stopped the search before it was done, if anything did.
    pub fn halt(self) -> Option<Halt> {
        match self {
            Stop::Exhausted | Stop::Enough => None,
            Stop::Budget => Some(Halt::Budget),
            Stop::Memory => Some(Halt::Memory),
        }
    }
}

/// What stopped an incomplete search, as an answer's `stopped_by` says it: `"budget"` or
/// `"memory"` (the search's node limit).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Halt {
    /// The step budget ran out.
    Budget,
    /// The search reached its node limit.
    Memory,
}

impl Halt {
    /// [`Halt::Budget`] when a search that only a budget stops is not complete.
    pub fn budget_unless(complete: bool) -> Option<Halt> {
        (!complete).then_some(Halt::Budget)
    }

    /// The cause, as a clause: "the step budget ran out".
    pub fn clause(self) -> &'static str {
        match self {
            Halt::Budget => "the step budget ran out",
            Halt::Memory => "the search reached its memory limit",
        }
    }
}

/// A count of steps a search may still take, with an optional progress hook.
pub struct Budget<'a> {
    limit: u64,
    used: u64,
    next_report: u64,
    hook: Option<&'a mut dyn FnMut(u64)>,
}

impl std::fmt::Debug for Budget<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Budget")
            .field("limit", &self.limit)
            .field("used", &self.used)
            .finish()
    }
}

impl Default for Budget<'_> {
    fn default() -> Self {
        Budget::new(DEFAULT_STEPS)
    }
}

impl<'a> Budget<'a> {
    /// A budget of `limit` steps.
    pub fn new(limit: u64) -> Budget<'a> {
        Budget {
            limit,
            used: 0,
            next_report: PROGRESS_EVERY,
            hook: None,
        }
    }

    /// A budget of `limit` steps that calls `hook(steps_used)` every million steps or so.
    pub fn with_progress(limit: u64, hook: &'a mut dyn FnMut(u64)) -> Budget<'a> {
        Budget {
            limit,
            used: 0,
            next_report: PROGRESS_EVERY,
            hook: Some(hook),
        }
    }

    /// Spends `n` steps. Returns false once the budget is used up (and keeps returning false).
    #[inline]
    pub fn spend(&mut self, n: u64) -> bool {
        self.used = self.used.saturating_add(n);
        if self.used >= self.next_report {
            self.next_report = self.used + PROGRESS_EVERY;
            if let Some(hook) = self.hook.as_mut() {
                hook(self.used);
            }
        }
        self.used <= self.limit
    }

    /// Whether the budget is used up.
    pub fn exhausted(&self) -> bool {
        self.used > self.limit
    }

    /// Steps spent so far.
    pub fn used(&self) -> u64 {
        self.used
    }

    /// The step limit.
    pub fn limit(&self) -> u64 {
        self.limit
    }

    /// Changes the step limit (a search that runs in phases gives each a share of it, then
    /// puts it back).
    pub fn set_limit(&mut self, limit: u64) {
        self.limit = limit;
    }
}
