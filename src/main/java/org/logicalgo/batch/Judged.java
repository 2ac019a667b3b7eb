package org.logicalgo.batch;

import java.util.Optional;

import org.logicalgo.arbiter.Judgement;

/**
 * One record judged, or what could not be read.
 *
 * @param source the file it came from, as named to the batch
 * @param place  where the record is: the file, {@code games.tar.gz!2019/a.sgf}, {@code games.sgfs:12}
 * @param game   its game tree in that place, from 1; 0 when the place could not be read at all
 * @param error  why it could not be read, in one line naming the place
 */
public record Judged(String source, String place, int game, Optional<Judgement> judgement, Optional<String> error) {
}
