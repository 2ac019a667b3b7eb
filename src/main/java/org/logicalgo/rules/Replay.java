package org.logicalgo.rules;

import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * Turns played in order from a game: the one place where a turn is judged, then played when the
 * rules accept it. Each turn offered yields a {@link Step}: the turn, its verdict, and the game
 * after it. A refused turn is not played: the game after it is the game before it. What follows
 * a refused turn is the replay's {@link AfterRefusal}: the next turn tried on the game as it was
 * (the suite's convention), or the end of the replay (a record judged up to its first fault).
 *
 * <p>A replay is lazy: each turn is read, judged and played only when its step is asked for, so
 * that what is offered may be read in the game it is offered to (a turn whose colour is left to
 * whoever is to move) and nothing is read past a refusal that ends the replay. It starts from any
 * {@link Game}, so it does not know which engine plays.
 *
 * @param <T> what is offered as a turn: a {@link Turn}, a move of a record, a line of text
 */
public final class Replay<T> implements Iterable<Replay.Step<T>> {

    /** What a refused turn does to the turns offered after it. */
    public enum AfterRefusal {
        /** The next turn is tried on the game as it was: "a refused turn is not played". */
        GOES_ON,
        /** The replay ends at the first refused turn, its step the last one. */
        STOPS
    }

    /**
     * One turn offered and what became of it.
     *
     * @param number  the turn's place among those offered, from 1 (refused turns count)
     * @param offered the turn as offered
     * @param turn    the turn it names in the game before it; empty when it names no turn there
     *                (a record's point off the grid, TT-1), which the rules then refuse
     * @param verdict what the rules say of it in the game before it
     * @param before  the game it is offered to
     * @param after   the game after it: {@code before} played on when accepted, {@code before} itself when refused
     */
    public record Step<T>(int number, T offered, Optional<Turn> turn, Verdict verdict, Game before, Game after) {

        public boolean accepted() {
            return verdict.accepted();
        }

        /** The refusal, when the rules refuse the turn. */
        public Optional<Verdict.Refused> refused() {
            return verdict instanceof Verdict.Refused r ? Optional.of(r) : Optional.empty();
        }
    }

    /**
     * How a replay reads what it is offered in the game it is offered to.
     *
     * @param <T> what is offered
     */
    public interface Reading<T> {

        /** The turn {@code offered} names in {@code game}; empty when it names none there. */
        Optional<Turn> turn(Game game, T offered);

        /** The refusal of something that names no turn in {@code game} (TT-1: a point off the grid). */
        default Verdict.Refused unread(Game game, T offered) {
            throw new IllegalArgumentException(offered + " names no turn");
        }
    }

    /** Turns are read as they are. */
    public static final Reading<Turn> TURNS = (game, turn) -> Optional.of(turn);

    /** How a replay ends: the game after the last step, and the refused step that ended it, if one did. */
    public record End<T>(Game game, int steps, Optional<Step<T>> refused) {
    }

    private final Game start;
    private final Iterable<? extends T> offered;
    private final Reading<? super T> reading;
    private final AfterRefusal afterRefusal;

    private Replay(Game start, Iterable<? extends T> offered, Reading<? super T> reading, AfterRefusal afterRefusal) {
        this.start = start;
        this.offered = offered;
        this.reading = reading;
        this.afterRefusal = afterRefusal;
    }

    /** The turns played from {@code start}. */
    public static Replay<Turn> of(Game start, List<Turn> turns, AfterRefusal afterRefusal) {
        return new Replay<>(start, turns, TURNS, afterRefusal);
    }

    /** What is offered, read by {@code reading} in the game it is offered to, played from {@code start}. */
    public static <T> Replay<T> of(Game start, Iterable<? extends T> offered, Reading<? super T> reading, AfterRefusal afterRefusal) {
        return new Replay<>(start, offered, reading, afterRefusal);
    }

    /** One turn offered to a game: its verdict, and the game after it (the same game when it is refused). */
    public static <T> Step<T> step(int number, Game game, T offered, Reading<? super T> reading) {
        Optional<Turn> turn = reading.turn(game, offered);
        Verdict verdict = turn.isPresent() ? game.judge(turn.get()) : reading.unread(game, offered);
        // A refused turn is not played (the suite's convention): the game after it is the game as it was.
        Game after = verdict.accepted() ? game.play(turn.orElseThrow()) : game;
        return new Step<>(number, offered, turn, verdict, game, after);
    }

    @Override
    public Iterator<Step<T>> iterator() {
        Iterator<? extends T> source = offered.iterator();
        return new Iterator<>() {
            private Game game = start;
            private int number;
            private boolean stopped;

            @Override
            public boolean hasNext() {
                return !stopped && source.hasNext();
            }

            @Override
            public Step<T> next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                Step<T> step = step(++number, game, source.next(), reading);
                game = step.after();
                stopped = !step.accepted() && afterRefusal == AfterRefusal.STOPS;
                return step;
            }
        };
    }

    public Stream<Step<T>> steps() {
        return StreamSupport.stream(Spliterators.spliteratorUnknownSize(iterator(), Spliterator.ORDERED | Spliterator.NONNULL), false);
    }

    /** Plays every step, keeping none: the game at the end and the first refused step. */
    public End<T> end() {
        Game game = start;
        int steps = 0;
        Optional<Step<T>> refused = Optional.empty();
        for (Step<T> step : this) {
            steps++;
            game = step.after();
            if (refused.isEmpty() && !step.accepted()) {
                refused = Optional.of(step);
            }
        }
        return new End<>(game, steps, refused);
    }
}
