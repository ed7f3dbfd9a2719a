/**
 * The demo blog posts (demo-posts.ts) in French as written in Canada
 * (issue 36, decision 086), keyed by the English post's title.
 * French typography puts no-break spaces (U+00A0) before : ; ? ! and inside
 * « », so the rule against irregular whitespace is off for this file.
 */
/* eslint-disable no-irregular-whitespace -- French typography: U+00A0 in the text */
import type { DemoPostsTranslation } from "./demo-post-translation";

export const demoPostsFrCA: DemoPostsTranslation = {
  "What an accreditation audit really looks like": {
    title: "À quoi ressemble vraiment un audit d’accréditation",
    excerpt:
      "Une journée de travail, un examinateur, quinze normes. Voici ce qui se passe pendant un audit sur place, ce que l’examinateur examine et comment s’y préparer sans stress.",
    metaDescription:
      "Ce qui se passe pendant un audit d’accréditation sur place pour les entreprises de contrôle humanitaire de la faune, et comment s’y préparer.",
    coverAlt:
      "Bannière vert foncé se fondant en bleu sarcelle, les couleurs du programme pour les billets sur le processus d’accréditation",
    body: `La plupart des entreprises qui demandent l’accréditation n’ont jamais été auditées par qui que ce soit d’autre qu’un vérificateur fiscal ; il est donc naturel de se demander à quoi ressemblera la journée. La réponse courte : c’est une conversation de travail sur la façon dont vous faites votre métier, appuyée par vos propres registres. Personne ne s’attend à la perfection. Les examinateurs cherchent une entreprise qui sait ce qu’elle fait, qui le fait de façon constante et qui peut le démontrer.

## Avant la visite

Une fois vos frais d’audit payés, le bureau du programme assigne un examinateur qui n’a aucun lien avec votre entreprise et convient d’une date avec vous. Vous recevez la date, l’heure et le nom de l’examinateur par courriel, avec une invitation de calendrier, et vous pouvez voir l’audit dans votre tableau de bord.

Dans la semaine qui précède la visite, il vaut la peine de vérifier que :

- vos permis, vos licences et votre certificat d’assurance sont à jour et faciles à trouver ;
- votre politique écrite de bien-être animal et vos procédures correspondent à la façon dont vos techniciens travaillent réellement ;
- les dossiers d’intervention des derniers mois sont complets : espèce, points d’entrée trouvés, méthode utilisée, vérifications des pièges, visites de suivi ;
- les véhicules et l’équipement sont dans l’état où vous voudriez qu’un client les voie.

## Pendant la journée

Un audit type dure une journée de travail et suit les quinze normes dans l’ordre. L’examinateur va :

1. **Examiner vos documents** — permis, licences, assurances, politiques et procédures.
2. **Examiner un échantillon de vos dossiers d’intervention**, en choisissant quelques interventions récentes, y compris celles qui ont comporté une capture d’animaux vivants ou un contrôle létal, et suivre chacune depuis le premier appel jusqu’au suivi.
3. **Inspecter l’équipement** — pièges, portes à sens unique, matériaux d’exclusion, perches de capture, cages de transport — et les véhicules qui le transportent.
4. **Parler avec votre équipe.** On demande aux techniciens comment ils gèrent des situations courantes : un raton laveur dans un grenier en mai, une mouffette sous une terrasse, une chauve-souris dans une chambre. Il n’y a pas de questions pièges.
5. **Observer le travail sur le terrain** lorsqu’un client y consent.

Les normes contiennent quelques chiffres précis que les examinateurs vérifient au moyen des registres : les pièges sont vérifiés au moins une fois par jour, les animaux sont transportés pendant moins de huit heures et les visites de suivi ont lieu dans les 48 heures.

## Constatations

Pour chaque norme, l’examinateur consigne l’une de quatre constatations : *conforme*, *non-conformité mineure*, *non-conformité majeure* ou *sans objet*. Une non-conformité mineure est généralement une lacune dans la documentation ; vous envoyez dans les 30 jours la preuve qu’elle a été corrigée. Une non-conformité majeure signifie que la norme n’est pas respectée et entraîne un deuxième audit une fois la situation corrigée.

L’examinateur termine par une recommandation au comité d’examen, mais **ne décide pas**. Un comité d’au moins trois membres du comité des normes lit le rapport avec votre demande et prend la décision, habituellement en quelques semaines.

## Après l’audit

Vous êtes informé de chaque changement de statut par courriel et dans votre tableau de bord. Si le comité d’examen approuve votre demande, vous payez la cotisation et votre certificat — avec son code QR de vérification — est délivré immédiatement.

Si vous avez des questions avant votre audit, le [manuel des opérations](/operations-manual) décrit la procédure en détail, et le bureau du programme est toujours heureux de vous aider par la [page de contact](/contact).`,
  },
  "Why glue traps are prohibited under our standards": {
    title: "Pourquoi nos normes interdisent les pièges à colle",
    excerpt:
      "Les pièges à colle sont bon marché et vendus partout, et pourtant aucune entreprise accréditée ne peut les utiliser. Voici les données probantes sur lesquelles repose la norme 3 et ce que les professionnels utilisent à la place.",
    metaDescription:
      "Pourquoi les normes de contrôle humanitaire de la faune interdisent les pièges à colle, et les solutions de rechange efficaces qu’utilisent les entreprises accréditées.",
    coverAlt:
      "Bannière ambre se fondant en rouge foncé, utilisée pour les billets sur les méthodes interdites",
    body: `La norme 3 de nos normes d’accréditation énumère les dispositifs et les méthodes qu’une entreprise accréditée ne doit jamais utiliser. Les pièges à colle figurent sur cette liste, et c’est l’interdiction sur laquelle on nous interroge le plus souvent — généralement des entreprises qui les utilisent depuis des années sans que leurs clients s’en plaignent. Ce billet explique pourquoi le comité a conclu qu’il n’existe aucune façon humanitaire de les utiliser.

## Comment fonctionne un piège à colle

Un piège à colle est une plaque enduite d’un adhésif puissant. Un animal qui y pose la patte reste collé. Rien dans le piège ne tue l’animal : il meurt, des heures ou des jours plus tard, d’épuisement, de déshydratation, de faim ou d’asphyxie lorsque son museau se colle. Les animaux pris dans la colle s’arrachent le pelage, se déchirent la peau et se cassent ou se rongent parfois les membres en tentant de s’échapper.

Cela suffit à mettre les pièges à colle en contradiction avec le premier principe de nos normes : tout animal capturé ou tué doit être épargné de toute souffrance évitable.

## Ils ne sont pas sélectifs

Les pièges à colle attrapent tout ce qui passe dessus. Les signalements des réhabilitateurs de la faune font régulièrement état d’oiseaux chanteurs, de petits serpents, de lézards, de chauves-souris, de grenouilles et de chatons domestiques trouvés collés à des plaques posées pour des souris. Une entreprise accréditée est responsable de chaque animal touché par ses méthodes, et pas seulement de l’espèce ciblée. Un dispositif incapable de distinguer une souris domestique d’un troglodyte échoue à ce critère.

## « Les vérifier souvent » ne règle rien

L’objection la plus courante est que des vérifications fréquentes règlent le problème. Ce n’est pas le cas. Un animal libéré de la colle est généralement blessé, couvert d’adhésif et hors d’état d’être remis en liberté ; la plupart meurent ou doivent être euthanasiés. Et la souffrance commence dès les premières minutes, bien avant toute vérification réaliste.

## Ce que les entreprises accréditées utilisent à la place

Les problèmes de rongeurs se règlent d’abord par l’**exclusion** : trouver et colmater les points d’entrée avec des matériaux que les rongeurs ne peuvent pas percer, éliminer les sources de nourriture et corriger les conditions qui les ont attirés. Lorsque des rongeurs déjà à l’intérieur doivent être retirés, la norme 12 permet des pièges à ressort bien entretenus et de la bonne taille, posés dans des postes protégés hors de portée des autres animaux et vérifiés au moins une fois par jour. Utilisés correctement, ils tuent instantanément. La norme 13 impose des limites strictes aux rodenticides pour les mêmes raisons.

Cette combinaison donne de meilleurs résultats à long terme que les plaques de colle, parce qu’elle élimine la raison pour laquelle les rongeurs sont entrés.

## Ce que cela signifie pour les clients

Si une entreprise propose de « poser quelques plaques de colle », elle ne travaille pas selon nos normes. Vous pouvez vérifier si une entreprise est accréditée dans notre [répertoire](/directory), et vérifier tout certificat qu’elle vous présente sur la [page de vérification](/verify).`,
  },
  "Spring denning season: when wildlife moves in with you": {
    title: "La saison des tanières au printemps : quand la faune emménage chez vous",
    excerpt:
      "De mars à juin, ratons laveurs, mouffettes et écureuils élèvent leurs petits dans les greniers, les cheminées et sous les terrasses. Voici comment les entreprises accréditées gardent les familles réunies tout en les faisant sortir.",
    metaDescription:
      "Comment le contrôle humanitaire de la faune gère les ratons laveurs, les mouffettes et les écureuils qui élèvent leurs petits dans les maisons pendant la saison des tanières, au printemps.",
    coverAlt:
      "Bannière vert printanier se fondant en bleu ciel, utilisée pour les billets de conseils saisonniers",
    body: `Chaque printemps, les téléphones des entreprises de contrôle de la faune se mettent à sonner pour les mêmes appels : des grattements dans le grenier à l’aube, des gazouillis dans la cheminée, une mouffette qui s’est installée sous la galerie. Dans la majeure partie de l’Amérique du Nord, la saison des tanières s’étend de mars à juin. Les mères cherchent un endroit sec, sûr et tranquille pour mettre bas, et nos maisons en offrent beaucoup.

La façon dont une entreprise traite ces appels en dit long sur elle. Voici ce que nos normes exigent, et pourquoi.

## Le problème quand on se contente de retirer la mère

Capturer et déplacer une mère raton laveur en avril rend presque toujours ses petits orphelins. Les petits, cachés dans l’isolant ou dans un vide mural, meurent de faim dans les jours qui suivent — et le propriétaire se retrouve avec une odeur, un deuxième appel de service et souvent un nouvel animal attiré par la tanière. Les adultes déplacés s’en sortent mal eux aussi : ils sont relâchés sur le territoire d’un autre animal sans savoir où trouver nourriture et abri.

C’est pourquoi nos normes privilégient l’**éviction humanitaire** plutôt que la capture pendant la saison des tanières (norme 7), et ne permettent la capture d’animaux vivants que dans les cas limités prévus par la norme 8.

## À quoi ressemble une éviction humanitaire

1. **D’abord, l’inspection.** Le technicien détermine l’espèce, le point d’entrée et — surtout — s’il y a des petits, et quel âge ils ont (norme 4, diagnostic du conflit).
2. **Attendre au besoin.** Si les petits sont très jeunes, la solution la plus bienveillante, et souvent la plus rapide, est d’attendre quelques semaines qu’ils puissent se déplacer avec leur mère, tout en rendant l’espace moins confortable.
3. **Inciter au départ.** Des répulsifs lumineux, sonores et olfactifs placés près de la tanière signalent à la mère que l’endroit n’est plus sûr. La plupart des mères déplacent leurs petits vers une tanière de rechange en quelques nuits.
4. **Porte à sens unique.** Une fois la famille partie — ce que confirme une surveillance —, une porte à sens unique posée sur le point d’entrée laisse sortir les retardataires et empêche quiconque de revenir.
5. **Colmater et réparer.** Le point d’entrée est fermé de façon permanente, et le client reçoit des conseils pour prévenir la prochaine intrusion (normes 5 et 6).

Lorsque les petits ne peuvent pas partir seuls, le technicien peut les retirer à la main et les placer dans une boîte chauffée près du point d’entrée pour que la mère vienne les chercher. Les vérifications des pièges et les visites de suivi respectent les limites fixées par les normes.

## Ce que les propriétaires peuvent faire dès maintenant

- Faites le tour de votre maison à la fin de l’hiver et cherchez les ouvertures au bord du toit, aux évents, aux soffites et au sommet des cheminées.
- Installez des chapeaux de cheminée et grillagez les évents avant le mois de mars.
- Taillez les branches qui servent de pont aux écureuils et aux ratons laveurs pour atteindre votre toit.
- Si vous entendez de l’activité, appelez un professionnel avant de boucher un trou : empêcher une mère de rentrer peut laisser ses petits prisonniers à l’intérieur.

Vous trouverez une entreprise accréditée près de chez vous dans notre [répertoire](/directory). Toutes travaillent selon les mêmes normes publiées et font chaque année l’objet d’un audit fondé sur celles-ci.`,
  },
  "Bat maternity season and the exclusion window": {
    title: "La saison de maternité des chauves-souris et la période d’exclusion permise",
    excerpt:
      "De la fin du printemps à la fin de l’été, les chauves-souris installées dans des bâtiments ne peuvent pas être exclues. Pourquoi ce calendrier compte et comment les entreprises accréditées s’organisent en conséquence.",
    body: `Les chauves-souris comptent parmi les animaux les plus utiles qui se retrouvent dans nos bâtiments — une seule petite chauve-souris brune peut manger des milliers d’insectes en une nuit — et parmi les plus vulnérables. De nombreuses espèces n’élèvent qu’un seul petit par année, dans des colonies de maternité qui reviennent au même grenier ou à la même grange pendant des décennies.

## La période de maternité

De la fin du printemps jusqu’à ce que les petits puissent voler, à la fin de l’été, exclure les chauves-souris d’un bâtiment emprisonnerait à l’intérieur des petits incapables de voler. Les entreprises accréditées n’effectuent pas d’exclusion de chauves-souris pendant cette période. Les dates exactes dépendent de la région et sont souvent fixées par les autorités responsables de la faune ; le programme suit la règle locale lorsqu’il y en a une.

## Planifier le travail

Une inspection peut avoir lieu à tout moment de l’année. Le technicien repère par où entrent les chauves-souris, estime la taille de la colonie et convient d’un plan avec le client : colmater dès maintenant les ouvertures secondaires, et installer des dispositifs d’exclusion à sens unique sur les principaux points d’entrée dès l’ouverture de la période d’exclusion.

Nous publierons un guide détaillé sur l’exclusion des chauves-souris avant l’ouverture de cette période.`,
  },
  "Renewing your accreditation: a checklist": {
    title: "Renouveler votre accréditation : une liste de vérification",
    excerpt:
      "Des rappels sont envoyés 60, 30 et 7 jours avant l’expiration de votre certificat. Une courte liste de vérification pour que le renouvellement se fasse rapidement.",
    body: `Brouillon : liste de vérification pour la saison des renouvellements. À couvrir — calendrier des rappels (60/30/7 jours), ce qui constitue un changement d’adresse, de propriétaire ou de méthodes, frais de renouvellement, durée de l’examen (5 à 7 jours ouvrables) et ce qui se passe si un certificat est échu.`,
  },
};
