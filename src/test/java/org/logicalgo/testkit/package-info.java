/**
 * The test kit: what this project's property tests are built from, published for the tests of
 * other projects (an engine, a GUI, an arbiter) that want to play random games against the
 * logical rules or check their own colourings by an independent count.
 *
 * <ul>
 *   <li>{@link org.logicalgo.testkit.Generators}: QuickTheories generators of grids (1x1 to
 *       25x25, small ones favoured), rulesets (the three presets and every combination of their
 *       knobs), starting colourings that obey TT-R7, and whole random games
 *       ({@link org.logicalgo.testkit.GameCase}).</li>
 *   <li>{@link org.logicalgo.testkit.GameCase}: a random game as a setup and a list of choices;
 *       its text is the {@code ./logical-go replay ...} command that shows the game to a person.</li>
 *   <li>{@link org.logicalgo.testkit.Lockstep}: plays a game case on any
 *       {@link org.logicalgo.rules.Engine}, turn by turn, drawing legal turns and turns the rules
 *       must refuse (the wrong player, an occupied point, a point off the grid, a ko retake, an
 *       agreement); run it on the reference and on your engine and compare each step.</li>
 *   <li>{@link org.logicalgo.testkit.Positions}: facts about a colouring computed by flood fill,
 *       independently of both engines (a string or region, its border, TT-C4, TT-9's area and the
 *       points nobody owns); points named as GTP names them (the eight symmetries of a
 *       rectangle are the rules' {@link org.logicalgo.rules.Symmetry}).</li>
 * </ul>
 *
 * <p>Boards in tests are drawn as text, as the scenarios draw them:
 * {@link org.logicalgo.rules.Colouring#parse} reads rows from the top, {@code X} black,
 * {@code O} white, {@code .} empty; points are named as in GTP,
 * {@link org.logicalgo.rules.Point#parse Point.parse("C3", grid)}.
 *
 * <h2>Depending on it</h2>
 *
 * <p>{@code mvn package} (or {@code mvn install}, to put it in the local repository) makes
 * {@code target/logical-go-<version>-tests.jar}, the testkit classes only, next to the main jar.
 * Another Maven project depends on the main artifact and on the test jar:
 *
 * <pre>{@code
 * <dependency>
 *   <groupId>org.logicalgo</groupId>
 *   <artifactId>logical-go</artifactId>
 *   <version>0.1.0-SNAPSHOT</version>
 *   <scope>test</scope>
 * </dependency>
 * <dependency>
 *   <groupId>org.logicalgo</groupId>
 *   <artifactId>logical-go</artifactId>
 *   <version>0.1.0-SNAPSHOT</version>
 *   <type>test-jar</type>
 *   <scope>test</scope>
 * </dependency>
 * <dependency>
 *   <!-- Generators are QuickTheories generators; a test jar brings none of its dependencies -->
 *   <groupId>org.quicktheories</groupId>
 *   <artifactId>quicktheories</artifactId>
 *   <version>0.26</version>
 *   <scope>test</scope>
 * </dependency>
 * }</pre>
 *
 * <p>({@code <type>test-jar</type>} is the same as {@code <classifier>tests</classifier>}.) The kit
 * uses the main jar's {@code rules}, {@code reference} and {@code fast} packages and nothing else
 * of this project's tests. {@code mvn package -Dmaven.test.skip=true} compiles no tests and so
 * makes no test jar.
 */
package org.logicalgo.testkit;
