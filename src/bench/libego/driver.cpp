// The measuring loop for libEGO's board, written for logical-go (not libEGO code): it is compiled
// together with libEGO's own sources by build.sh, in a directory outside this repository, and
// prints one line that `./logical-go bench --peer` reads.
//
// What it times is libEGO's light playout as its benchmark runs it: the board loaded from the
// empty one, then turn after turn the player to move starts at a random place in the board's list
// of empty points and plays the first point, in list order, that is not his eye-like point and
// that the board calls pseudo-legal, or passes when there is none; the playout ends at two passes
// (then it is scored, as libEGO's benchmark scores it) or at twice the grid's area in turns.
//
// Usage: libego-N SECONDS [SEED]. It runs for SECONDS of its thread's CPU time and prints
//   playouts=P turns=T black_wins=B cpu_ns=C wall_ns=W
#include <iostream>
#include <sstream>
#include <iomanip>
#include <cassert>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <cstdio>
#include <ctime>

using namespace std;

#include "config.h"
#include "utils.h"
#include "fast_random.h"
#include "player.h"
#include "color.h"
#include "vertex.h"
#include "move.h"
#include "hash.h"
#include "board.h"

#include "utils.cpp"
#include "fast_random.cpp"
#include "player.cpp"
#include "color.cpp"
#include "vertex.cpp"
#include "move.cpp"
#include "hash.cpp"
#include "board.cpp"

static long long nanos(clockid_t clock) {
  timespec t;
  clock_gettime(clock, &t);
  return t.tv_sec * 1000000000LL + t.tv_nsec;
}

static Board start_board;
static Board board;

// One light playout from the empty board; returns its turns, passes included; adds a Black win.
static unsigned playout(FastRandom& random, unsigned long long& black_wins) {
  board.load(&start_board);
  while (true) {
    Player player = board.act_player();
    unsigned count = board.empty_v_cnt;
    Vertex chosen = Vertex::pass();
    if (count > 0) {
      unsigned first = random.rand_int(count);
      unsigned i = first;
      do {
        Vertex v = board.empty_v[i];
        if (!board.is_eyelike(player, v) && board.is_pseudo_legal(player, v)) {
          chosen = v;
          break;
        }
        i = i + 1 == count ? 0 : i + 1;
      } while (i != first);
    }
    board.play_legal(player, chosen);
    if (board.both_player_pass()) {
      if (board.score() > 0) {
        black_wins++;
      }
      return board.move_no;
    }
    if (board.move_no >= 2 * board_area) {
      return board.move_no;
    }
  }
}

int main(int argc, char** argv) {
  if (argc < 2 || atof(argv[1]) <= 0) {
    fprintf(stderr, "usage: %s SECONDS [SEED]\n", argv[0]);
    return 2;
  }
  double seconds = atof(argv[1]);
  FastRandom random(argc > 2 ? (unsigned) atol(argv[2]) : 12345);
  start_board.clear();
  start_board.set_komi(0.5);  // komi 0 for Black's win count: score() - 0.5 is the result
  unsigned long long black_wins = 0, playouts = 0, turns = 0;
  long long cpu0 = nanos(CLOCK_THREAD_CPUTIME_ID);
  long long wall0 = nanos(CLOCK_MONOTONIC);
  long long budget = (long long) (seconds * 1e9);
  long long cpu = cpu0;
  while (cpu - cpu0 < budget) {
    for (int k = 0; k < 16; k++) {
      turns += playout(random, black_wins);
      playouts++;
    }
    cpu = nanos(CLOCK_THREAD_CPUTIME_ID);
  }
  long long wall = nanos(CLOCK_MONOTONIC);
  printf("playouts=%llu turns=%llu black_wins=%llu cpu_ns=%lld wall_ns=%lld grid=%u\n",
         playouts, turns, black_wins, cpu - cpu0, wall - wall0, board_size);
  return 0;
}
