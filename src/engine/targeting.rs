//! The targeted search (proposal 3.8, 6.2): once half of the examples were checked, the other
//! half climbs towards higher scores. For each label, starting from the choices of the example
//! with the highest score so far, one choice at a time is changed, first to a larger, then to a
//! smaller value, and the change is doubled for as long as the score increases. The choices are
//! visited in an order derived from the property seed. A pass over all choices that increased the
//! score is followed by another; a pass that did not ends the search for that label at a local
//! maximum, until a random example reaches a higher score. The labels take turns.

use std::collections::BTreeMap;

use rand_xoshiro::Xoshiro256StarStar;

use super::random::below_or_equal;
use crate::model::Choice;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Direction {
    Up,
    Down,
}

/// The search for higher scores of one label.
struct Climb {
    best_score: f64,
    best: Vec<Choice>,
    /// The positions of choices to change in this pass, in a random order.
    positions: Vec<usize>,
    index: usize,
    direction: Direction,
    step: u64,
    improved_in_pass: bool,
    ended: bool,
}

impl Climb {
    fn new(score: f64, sequence: Vec<Choice>) -> Climb {
        Climb {
            best_score: score,
            best: sequence,
            positions: Vec::new(),
            index: 0,
            direction: Direction::Up,
            step: 1,
            improved_in_pass: false,
            ended: false,
        }
    }

    /// The next candidate of this climb, or None when it has ended.
    fn candidate(&mut self, random: &mut Xoshiro256StarStar) -> Option<Vec<u64>> {
        loop {
            if self.ended {
                return None;
            }
            if self.index >= self.positions.len() {
                if !self.positions.is_empty() && !self.improved_in_pass {
                    self.ended = true;
                    return None;
                }
                self.start_pass(random);
                if self.positions.is_empty() {
                    self.ended = true;
                    return None;
                }
            }
            let position = self.positions[self.index];
            let Some(choice) = self.best.get(position).copied() else {
                self.next_position();
                continue;
            };
            // A choice at its largest (or smallest) value cannot change that way: no example is
            // spent on it.
            let changed = match self.direction {
                Direction::Up if choice.value >= choice.max => {
                    self.feedback(false);
                    continue;
                }
                Direction::Up => choice.value.saturating_add(self.step).min(choice.max),
                Direction::Down if choice.value == 0 => {
                    self.next_position();
                    continue;
                }
                Direction::Down => choice.value.saturating_sub(self.step),
            };
            let mut candidate: Vec<u64> = self.best.iter().map(|choice| choice.value).collect();
            candidate[position] = changed;
            return Some(candidate);
        }
    }

    fn start_pass(&mut self, random: &mut Xoshiro256StarStar) {
        self.positions = (0..self.best.len()).collect();
        // Fisher-Yates with the search's own random number generator, derived from the seed.
        for last in (1..self.positions.len()).rev() {
            let other = below_or_equal(random, last as u64) as usize;
            self.positions.swap(last, other);
        }
        self.index = 0;
        self.direction = Direction::Up;
        self.step = 1;
        self.improved_in_pass = false;
    }

    fn next_position(&mut self) {
        self.index += 1;
        self.direction = Direction::Up;
        self.step = 1;
    }

    /// What the last candidate did: a higher score doubles the change, none turns it around or
    /// moves on to the next choice.
    fn feedback(&mut self, improved: bool) {
        if improved {
            self.step = self.step.saturating_mul(2);
            self.improved_in_pass = true;
        } else if self.direction == Direction::Up {
            self.direction = Direction::Down;
            self.step = 1;
        } else {
            self.next_position();
        }
    }
}

pub struct TargetedSearch {
    climbs: BTreeMap<String, Climb>,
    random: Xoshiro256StarStar,
    /// The label whose candidate runs now.
    pending: Option<String>,
    turn: usize,
}

impl TargetedSearch {
    pub fn new(random: Xoshiro256StarStar) -> TargetedSearch {
        TargetedSearch {
            climbs: BTreeMap::new(),
            random,
            pending: None,
            turn: 0,
        }
    }

    /// Takes the scores of a checked example: a higher score becomes the start of its label's
    /// climb (and restarts a climb that had ended).
    pub fn observe(&mut self, sequence: &[Choice], scores: &BTreeMap<String, f64>) {
        let pending = self.pending.take();
        for (label, score) in scores {
            match self.climbs.get_mut(label) {
                Some(climb) if *score > climb.best_score => {
                    climb.best_score = *score;
                    climb.best = sequence.to_vec();
                    if pending.as_deref() == Some(label.as_str()) {
                        climb.feedback(true);
                    } else {
                        climb.ended = false;
                    }
                }
                Some(_) => {}
                None => {
                    self.climbs
                        .insert(label.clone(), Climb::new(*score, sequence.to_vec()));
                }
            }
        }
        if let Some(label) = pending
            && let Some(climb) = self.climbs.get_mut(&label)
            && climb.best.as_slice() != sequence
        {
            climb.feedback(false);
        }
    }

    /// The choices of the next example of the search, the labels taking turns; None when every
    /// climb has ended (or nothing was targeted).
    pub fn candidate(&mut self) -> Option<Vec<u64>> {
        let labels: Vec<String> = self.climbs.keys().cloned().collect();
        for offset in 0..labels.len() {
            let label = &labels[(self.turn + offset) % labels.len()];
            let climb = self.climbs.get_mut(label).expect("a label of the climbs");
            if let Some(candidate) = climb.candidate(&mut self.random) {
                self.turn = (self.turn + offset + 1) % labels.len();
                self.pending = Some(label.clone());
                return Some(candidate);
            }
        }
        None
    }

    /// The candidate did not become a checked example (rejected): it did not improve.
    pub fn discard(&mut self) {
        if let Some(label) = self.pending.take()
            && let Some(climb) = self.climbs.get_mut(&label)
        {
            climb.feedback(false);
        }
    }
}
