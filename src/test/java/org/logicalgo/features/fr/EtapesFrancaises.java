package org.logicalgo.features.fr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import org.logicalgo.rulesets.Rulesets;
import org.logicalgo.reference.QuickCount;
import org.logicalgo.arbiter.Explanation;
import org.logicalgo.arbiter.Judge;
import org.logicalgo.reference.Reference;
import org.logicalgo.sgf.GameRecord;
import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Game;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Point;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Score;
import org.logicalgo.rules.Setup;
import org.logicalgo.rules.Turn;
import org.logicalgo.rules.Verdict;

import io.cucumber.datatable.DataTable;
import io.cucumber.java.fr.Alors;
import io.cucumber.java.fr.Etantdonné;
import io.cucumber.java.fr.Quand;

/**
 * Les étapes des scénarios en français ({@code features/regle-francaise/},
 * {@code features/regles-neo-zelandaises/}): un goban, une règle, des coups joués sur le moteur de
 * référence, et ce que la règle en dit. Les coups s'écrivent {@code Noir C3}, {@code Blanc passe},
 * {@code accord C3 D4} (les pierres retirées d'un commun accord) ou {@code accord} (aucune).
 */
public class EtapesFrancaises {

    private Ruleset rules = Ruleset.FRENCH;
    private Grid grid = new Grid(9, 9);
    private Colouring start;
    private Colour first = Colour.BLACK;
    private Double komi;
    private int handicap;
    /** Une partie à handicap vue à sa fin: la compensation de FR-14 entre dans le komi. */
    private int handicapAtEnd;
    private Game game;
    private final List<Turn> played = new ArrayList<>();
    private Verdict last;
    private Turn lastTurn;
    private boolean allAccepted = true;
    private QuickCount.Result quick;
    private final Map<String, Game> byRules = new LinkedHashMap<>();
    private final Map<String, Verdict> lastByRules = new LinkedHashMap<>();

    private static Ruleset regle(String nom) {
        return switch (nom.toLowerCase(Locale.ROOT)) {
            case "française", "francaise" -> Ruleset.FRENCH;
            case "néo-zélandaise", "neo-zelandaise" -> Ruleset.NEW_ZEALAND;
            case "tromp-taylor", "logique" -> Ruleset.TROMP_TAYLOR;
            default -> throw new IllegalArgumentException("règle inconnue: " + nom);
        };
    }

    private static Colour joueur(String mot) {
        return switch (mot.toLowerCase(Locale.ROOT)) {
            case "noir" -> Colour.BLACK;
            case "blanc" -> Colour.WHITE;
            default -> throw new IllegalArgumentException("joueur inconnu: " + mot);
        };
    }

    private Setup setup(Ruleset r) {
        Colouring c = start != null ? start : Colouring.empty(grid);
        double k;
        if (komi != null) {
            k = komi;
        } else if (handicapAtEnd >= 2) {
            k = r.komiFor(handicapAtEnd) + r.compensation(handicapAtEnd);
        } else {
            k = r.komiFor(handicap);
        }
        return new Setup(r, c, first, k, handicap);
    }

    private Game game() {
        if (game == null) {
            game = Reference.ENGINE.start(setup(rules));
        }
        return game;
    }

    /** Un coup écrit en français: {@code Noir C3}, {@code Blanc passe}, {@code accord C3 D4}. */
    private Turn coup(String texte) {
        String[] mots = texte.trim().split("\\s+");
        if (mots[0].equalsIgnoreCase("accord")) {
            Set<Point> retirees = new HashSet<>();
            for (int i = 1; i < mots.length; i++) {
                retirees.add(Point.parse(mots[i], grid));
            }
            return new Turn.Agreement(retirees);
        }
        Colour c = joueur(mots[0]);
        if (mots.length == 2 && mots[1].equalsIgnoreCase("passe")) {
            return new Turn.Pass(c);
        }
        return new Turn.Play(c, Point.parse(mots[1], grid));
    }

    /** Le coup est jugé; joué s'il est accepté; un coup refusé ne change rien et la partie continue. */
    private void jouer(String texte) {
        Turn t = coup(texte);
        lastTurn = t;
        last = game().judge(t);
        if (last.accepted()) {
            game = game.play(t);
            played.add(t);
        } else {
            allAccepted = false;
        }
    }

    private static Colouring dessin(String rangees) {
        return Colouring.parse(rangees);
    }

    private static double nombre(String texte) {
        return Double.parseDouble(texte.replace(',', '.'));
    }

    // ---- Soit

    @Etantdonné("la règle {word}")
    public void laRegle(String nom) {
        rules = regle(nom);
    }

    @Etantdonné("un goban vide de {int}x{int}")
    public void unGobanVide(int largeur, int hauteur) {
        grid = new Grid(largeur, hauteur);
        start = null;
    }

    @Etantdonné("le goban suivant, {word} ayant le trait:")
    public void leGobanSuivant(String trait, String rangees) {
        start = dessin(rangees);
        grid = start.grid();
        first = joueur(trait);
    }

    @Etantdonné("un komi de {string}")
    public void unKomiDe(String k) {
        komi = nombre(k);
    }

    @Etantdonné("une partie à {int} pierres de handicap")
    public void unHandicap(int n) {
        handicap = n;
    }

    /** FR-14 à la fin d'une partie: le demi-point de komi et les n-1 points de compensation. */
    @Etantdonné("la fin d'une partie à {int} pierres de handicap")
    public void laFinDUnePartieAHandicap(int n) {
        handicapAtEnd = n;
    }

    // ---- Quand

    @Quand("{word} joue {word}")
    public void joue(String qui, String ou) {
        jouer(qui + " " + ou);
    }

    @Quand("{word} passe")
    public void passe(String qui) {
        jouer(qui + " passe");
    }

    /** Les coups, jusqu'au premier refusé. */
    @Quand("les coups {string} sont joués")
    public void lesCoups(String liste) {
        allAccepted = true;
        for (String c : liste.split(",")) {
            jouer(c);
            if (!last.accepted()) {
                return;
            }
        }
    }

    @Quand("les joueurs s'accordent pour retirer {string}")
    public void accordPourRetirer(String points) {
        jouer("accord " + points);
    }

    @Quand("les joueurs s'accordent pour finir")
    public void accordPourFinir() {
        jouer("accord");
    }

    @Quand("on rejoue {string} sous les trois règles")
    public void sousLesTroisRegles(String liste) {
        for (Ruleset r : List.of(Ruleset.TROMP_TAYLOR, Ruleset.FRENCH, Ruleset.NEW_ZEALAND)) {
            Game g = Reference.ENGINE.start(setup(r));
            Verdict v = null;
            for (String c : liste.split(",")) {
                Turn t = coup(c);
                v = g.judge(t);
                if (!v.accepted()) {
                    break;
                }
                g = g.play(t);
            }
            byRules.put(Rulesets.name(r), g);
            lastByRules.put(Rulesets.name(r), v);
        }
    }

    /**
     * FR-15 sur la fin de partie jouée ici: les pierres capturées avant (données par le texte),
     * les pierres de passe et les pierres retirées d'un commun accord (jouées ici), et la pierre de
     * plus si Noir a posé la dernière.
     */
    @Quand("on compte rapidement, Noir ayant capturé {int} pierres et Blanc {int}, {word} ayant posé la dernière pierre")
    public void decompteRapide(int prisNoir, int prisBlanc, String dernier) {
        QuickCount.Tally ici = QuickCount.tally(setup(rules), played);
        boolean noirDernier = played.stream().anyMatch(t -> t instanceof Turn.Play) ? ici.blackPlacedLast()
                : joueur(dernier) == Colour.BLACK;
        int noirDetient = ici.blackHolds() - (ici.blackPlacedLast() ? 1 : 0) + prisNoir + (noirDernier ? 1 : 0);
        QuickCount.Tally tout = new QuickCount.Tally(noirDetient, ici.whiteHolds() + prisBlanc, noirDernier,
                ici.trailingPasses());
        double demiPointOuKomi = handicapAtEnd >= 2 ? rules.komiFor(handicapAtEnd) : game().setup().komi();
        quick = QuickCount.count(game().colouring(), tout, demiPointOuKomi);
    }

    // ---- Alors

    @Alors("tous les coups sont acceptés")
    public void tousAcceptes() {
        assertTrue(allAccepted, "refusé: " + last);
    }

    @Alors("le coup est accepté")
    public void leCoupEstAccepte() {
        assertTrue(last.accepted(), String.valueOf(last));
    }

    @Alors("l'explication de ce coup cite le texte français, {word}, jamais les règles logiques")
    public void explicationFrancaise(String article) {
        // explain, sur la partie jouée puis ce dernier coup: chaque ligne cite l'article du texte
        // de la règle, comme le verdict (un TT-7 à côté d'un verdict FR-6 était une erreur).
        List<Turn> tours = new ArrayList<>(played);
        tours.add(lastTurn);
        GameRecord partie = GameRecord.of(setup(rules), tours, java.util.Optional.empty(), org.logicalgo.rulesets.Rulesets.name(rules));
        Explanation e = Explanation.of(new Judge(Reference.ENGINE), partie, tours.size(), rules);
        List<String> articles = e.clauses().stream().map(Explanation.ClauseLine::clause).toList();
        assertTrue(articles.contains(article), articles.toString());
        assertTrue(articles.stream().noneMatch(a -> a.startsWith("TT-")), articles.toString());
        assertEquals(article, ((Verdict.Refused) e.verdict().orElseThrow()).clause());
    }

    @Alors("le coup est refusé selon {word}")
    public void leCoupEstRefuse(String clause) {
        assertFalse(last.accepted(), "le coup a été accepté");
        assertEquals(clause, ((Verdict.Refused) last).clause(), String.valueOf(last));
    }

    @Alors("le coup refusé répète le goban d'après le coup {int}")
    public void repete(int tour) {
        assertEquals(tour, ((Verdict.Refused) last).repeats().orElse(-1), String.valueOf(last));
    }

    @Alors("le goban est:")
    public void leGobanEst(String rangees) {
        assertEquals(dessin(rangees), game().colouring());
    }

    @Alors("Noir compte {int} points et Blanc {int} points")
    public void lesPoints(int noir, int blanc) {
        Score s = game().score();
        assertEquals(noir, s.black(), "Noir");
        assertEquals(blanc, s.white(), "Blanc");
    }

    @Alors("Blanc reçoit {string} points de komi et de compensation")
    public void komiEtCompensation(String k) {
        Score s = game().score();
        assertEquals(nombre(k), s.komi() + s.bonus());
    }

    @Alors("Blanc reçoit {int} points de compensation et {string} de komi")
    public void compensationEtKomi(int compensation, String komi) {
        Score s = game().score();
        assertEquals(compensation, s.bonus(), "compensation (FR-14)");
        assertEquals(nombre(komi), s.komi(), "komi");
    }

    @Alors("{word} gagne de {string} points")
    public void gagne(String qui, String ecart) {
        Score s = game().score();
        Colour c = joueur(qui);
        assertEquals(c, s.winner().orElse(null), "résultat " + s.result());
        assertEquals(nombre(ecart), Math.abs(s.margin()));
    }

    @Alors("la partie est nulle")
    public void nulle() {
        assertNull(game().score().winner().orElse(null), "résultat " + game().score().result());
    }

    @Alors("la partie est terminée")
    public void terminee() {
        assertTrue(game().ended());
    }

    @Alors("la partie n'est pas terminée")
    public void pasTerminee() {
        assertFalse(game().ended());
    }

    @Alors("le décompte rapide laisse {int} points à Noir et {int} à Blanc")
    public void restent(int noir, int blanc) {
        assertEquals(noir, quick.blackLeft(), "Noir");
        assertEquals(blanc, quick.whiteLeft(), "Blanc");
    }

    @Alors("Noir détient {int} pierres blanches et Blanc {int} pierres noires")
    public void detiennent(int noir, int blanc) {
        assertEquals(noir, quick.blackHolds(), "pierres blanches que Noir détient");
        assertEquals(blanc, quick.whiteHolds(), "pierres noires que Blanc détient");
    }

    @Alors("le décompte rapide donne {word} gagnant de {string} points")
    public void decompteGagnant(String qui, String ecart) {
        double m = quick.margin();
        assertEquals(joueur(qui) == Colour.BLACK, m > 0, "écart " + m);
        assertEquals(nombre(ecart), Math.abs(m));
    }

    @Alors("le décompte rapide et le décompte par surface donnent le même écart")
    public void memeEcart() {
        assertEquals(game().score().margin(), quick.margin());
    }

    /** Colonnes: règle, verdict du dernier coup ("accepté" ou "refusé <id>"), résultat ("B+7.5", "W+7", "0"). */
    @Alors("les trois règles disent:")
    public void lesTroisReglesDisent(DataTable table) {
        for (Map<String, String> row : table.asMaps()) {
            String nom = Rulesets.name(regle(row.get("règle")));
            Verdict v = lastByRules.get(nom);
            String attendu = row.get("verdict");
            String dit = v.accepted() ? "accepté" : "refusé " + ((Verdict.Refused) v).clause();
            assertEquals(attendu, dit, nom);
            if (row.containsKey("résultat") && row.get("résultat") != null) {
                assertEquals(row.get("résultat"), byRules.get(nom).score().result(), nom);
            }
            if (row.containsKey("terminée") && row.get("terminée") != null) {
                assertEquals(row.get("terminée").equals("oui"), byRules.get(nom).ended(), nom);
            }
        }
    }
}
