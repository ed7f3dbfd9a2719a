import type { StandardsTranslation } from "./standards-translation";

/**
 * The built-in standards (standards-content.ts) in French as written in
 * Canada (issue 36): keyed by the English seed's category names, standard
 * and sub-standard numbers and appendix letters.
 */
export const standardsFrCA: StandardsTranslation = {
  releaseNotes:
    "Première édition des Normes de contrôle humanitaire de la faune\u00a0: 15 normes et 5 annexes, adoptées par le comité des normes. L’accréditation en fonction de ces normes est renouvelée chaque année.",
  categories: {
    General: {
      name: "Généralités",
      description:
        "Les engagements que prend chaque entreprise accréditée\u00a0: sa politique de bien-être animal, l’exercice légal de ses activités, les dispositifs et les méthodes qu’elle n’utilise jamais, et la façon dont chaque intervention est diagnostiquée.",
    },
    "Animal Welfare": {
      name: "Bien-être animal",
      description:
        "La façon dont les animaux sont traités sur le terrain\u00a0: exclusion et éviction, capture, remise en liberté, rares cas où le contrôle létal est justifié et tolérance zéro pour la cruauté.",
    },
    Operations: {
      name: "Activités",
      description: "La façon dont l’entreprise travaille avec ses clients.",
    },
  },
  standards: {
    "1": {
      title: "Politique de bien-être animal",
      content:
        "L’entreprise adopte, applique et met à disposition une politique écrite de bien-être animal qui l’engage à régler les conflits entre les humains et la faune par la méthode la moins dommageable qui soit efficace. La politique régit chaque service que l’entreprise offre et chaque personne qui travaille pour elle, sur le terrain comme au bureau.",
      subStandards: {
        "1.1": {
          title: "Une politique écrite et signée",
          content:
            "La politique est écrite, datée et signée par le propriétaire ou le dirigeant principal. Elle indique que l’entreprise respecte les présentes normes et nomme la personne chargée de les appliquer\u00a0; elle est révisée au moins une fois par année et chaque fois qu’une nouvelle version des présentes normes est publiée.",
        },
        "1.2": {
          title: "Attestée par toutes les personnes qui travaillent pour l’entreprise",
          content:
            "Chaque employé, sous-traitant et bénévole lit la politique avant de travailler sur le terrain et signe une attestation. L’entreprise conserve chaque attestation signée tant que la personne travaille pour elle et pendant trois ans par la suite.",
        },
        "1.3": {
          title: "Accessible aux clients et au public",
          content:
            "La politique est remise à tout client ou membre du public qui en fait la demande et, si l’entreprise a un site Web, elle y est publiée.",
        },
        "1.4": {
          title: "Formation",
          content:
            "Avant de travailler sans supervision, le personnel de terrain est formé à l’identification des espèces, à l’exclusion et à la manipulation humanitaires ainsi qu’aux présentes normes, et il reçoit chaque année au moins quatre heures de formation de rappel. L’entreprise consigne qui a été formé, quand, par qui et sur quoi.",
        },
      },
    },
    "2": {
      title: "Exercice légal des activités",
      content:
        "L’entreprise exerce ses activités en toute légalité partout où elle travaille. Elle détient les licences, les permis et les assurances qu’exigent les autorités dont elle relève et respecte les lois fédérales, d’État, provinciales, territoriales, autochtones et municipales sur la faune, le bien-être animal et les pesticides. Lorsque la loi et les présentes normes diffèrent, l’entreprise se conforme à la plus stricte des deux.",
      subStandards: {
        "2.1": {
          title: "Licences et permis",
          content:
            "L’entreprise détient un permis d’exploitation en vigueur ainsi que chaque licence ou permis de contrôle de la faune nuisible, de piégeage, d’application de pesticides ou autre qu’exige son travail. Des copies sont conservées au bureau et sont accessibles dans chaque véhicule de service\u00a0; les copies électroniques sont acceptées.",
        },
        "2.2": {
          title: "Assurance",
          content:
            "L’entreprise détient une assurance responsabilité civile générale adaptée au travail qu’elle effectue ainsi qu’une protection contre les accidents du travail, ou une protection équivalente, là où la loi l’exige.",
        },
        "2.3": {
          title: "Espèces protégées",
          content:
            "Les espèces protégées par la loi — par exemple en vertu de la Migratory Bird Treaty Act, de l’Endangered Species Act, de la Loi sur les espèces en péril, de la Loi de 1994 sur la convention concernant les oiseaux migrateurs ou des listes des États et des provinces — ne font l’objet d’une intervention que dans les limites autorisées par les permis applicables. En cas de doute sur le fait qu’une espèce ou une intervention soit permise, l’entreprise consulte l’organisme responsable de la faune avant d’agir.",
        },
        "2.4": {
          title: "Informer le programme des changements",
          content:
            "L’entreprise informe le programme dans un délai de 30 jours lorsqu’une licence, un permis ou une police d’assurance expire, est suspendu ou est modifié, et lorsque l’entreprise ou une personne qui travaille pour elle est accusée ou reconnue coupable d’une infraction aux lois sur la faune ou sur le bien-être animal.",
        },
      },
    },
    "3": {
      title: "Dispositifs et méthodes interdits",
      content:
        "Certains dispositifs et certaines méthodes causent des souffrances que des solutions de rechange humanitaires permettent d’éviter. L’entreprise n’utilise pas, ne vend pas, ne prête pas et ne recommande pas les dispositifs et les méthodes visés par la présente norme et par l’annexe B, même lorsque la réglementation locale les autorise.",
      subStandards: {
        "3.1": {
          title: "Pièges collants",
          content:
            "Les plaques collantes et les autres pièges adhésifs ne sont jamais utilisés pour quelque vertébré que ce soit, et les plaques collantes à insectes ne sont jamais placées là où un vertébré pourrait s’y prendre.",
        },
        "3.2": {
          title: "Pièges de retenue et pièges à prise corporelle",
          content:
            "Les pièges à patte (pièges à mâchoires), les collets, les dispositifs de retenue à câble et les pièges à prise corporelle ne sont pas utilisés. Les seuls pièges mortels permis sont les pièges mortels à rongeurs de la norme 12.",
        },
        "3.3": {
          title: "Méthodes de mise à mort qui causent des souffrances",
          content:
            "Aucun animal n’est noyé, asphyxié, congelé, brûlé, écrasé, abattu avec une arme à air comprimé inadaptée à l’espèce ni tué au moyen d’un poison, d’un gaz ou d’une substance que ni la norme 11 ni la norme 13 ne permettent.",
        },
        "3.4": {
          title: "Mauvais usage des répulsifs et du harcèlement",
          content:
            "Le naphtalène (boules à mites), l’ammoniaque, les appareils à ultrasons et les autres répulsifs ne sont pas utilisés contrairement à leur étiquette ni d’une manière qui éloignerait une mère de ses petits dépendants ou qui emprisonnerait un animal à l’intérieur d’un bâtiment.",
        },
        "3.5": {
          title: "Enfermer des animaux",
          content:
            "Aucune ouverture n’est scellée tant qu’un animal peut encore se trouver à l’intérieur. Le scellement suit la confirmation du départ exigée par la norme 7.",
        },
      },
    },
    "4": {
      title: "Diagnostic du conflit",
      content:
        "Chaque intervention commence par une inspection qui établit l’espèce en cause, comment et par où elle entre ou cause des dommages, si des petits dépendants sont présents et pourquoi le conflit est survenu. Le traitement découle du diagnostic, et non de la première demande du client.",
      subStandards: {
        "4.1": {
          title: "Inspection sur place",
          content:
            "Avant de proposer un traitement, l’entreprise inspecte la propriété et le bâtiment, y compris la ligne de toit et le grenier lorsqu’elle peut le faire sans danger, et identifie l’espèce à partir d’indices comme les traces, les excréments, les dommages, les bruits et les observations. L’inspection est consignée (annexe D).",
        },
        "4.2": {
          title: "Petits dépendants",
          content:
            "L’inspection tient compte de la saison et des indices pour déterminer si des petits dépendants peuvent être présents (annexe C), et la conclusion ainsi que ses motifs sont consignés.",
        },
        "4.3": {
          title: "Constatations et options par écrit",
          content:
            "Avant le début des travaux, le client reçoit une description écrite des constatations, du plan recommandé, des options humanitaires possibles et du coût de chacune.",
        },
        "4.4": {
          title: "Aucune capture ni aucun retrait inutiles",
          content:
            "L’entreprise ne recommande pas le piégeage, le retrait ou le contrôle létal lorsque l’exclusion ou des modifications à la propriété permettraient de régler le conflit.",
        },
      },
    },
    "5": {
      title: "Sensibilisation des clients",
      content:
        "L’entreprise aide chaque client à comprendre l’animal, pourquoi le conflit est survenu et comment le prévenir, afin que la solution soit durable et que le client puisse faire des choix éclairés.",
      subStandards: {
        "5.1": {
          title: "Expliquer l’animal et la méthode",
          content:
            "L’entreprise explique les aspects de la biologie et du comportement des espèces qui jouent un rôle dans le conflit, ainsi que les raisons pour lesquelles des méthodes humanitaires sont utilisées.",
        },
        "5.2": {
          title: "Conseils de prévention écrits",
          content:
            "Chaque client reçoit des conseils de prévention écrits pour sa propriété\u00a0: les sources d’attraction à éliminer, les points d’entrée à surveiller et l’entretien qui empêche les animaux d’entrer.",
        },
        "5.3": {
          title: "Des allégations honnêtes",
          content:
            "L’entreprise n’exagère pas les risques pour la santé ni les dommages pour vendre un service. Sa publicité décrit fidèlement ses méthodes et n’utilise le nom et la marque du programme que dans la mesure où le programme le permet.",
        },
        "5.4": {
          title: "Questions et plaintes",
          content:
            "Les clients sont informés de la façon de joindre l’entreprise pour poser une question ou formuler une plainte, et de la façon de communiquer avec le programme. Les plaintes font l’objet d’un accusé de réception dans un délai de deux jours ouvrables et sont consignées avec leur issue.",
        },
      },
    },
    "6": {
      title: "Modification de l’environnement",
      content:
        "Les solutions durables changent les conditions qui ont attiré l’animal. L’entreprise recommande et, lorsqu’elle en a reçu le mandat, effectue les modifications qui éliminent les sources d’attraction et empêchent l’accès aux bâtiments.",
      subStandards: {
        "6.1": {
          title: "Éliminer les sources d’attraction",
          content:
            "L’entreprise repère la nourriture, l’eau et les abris qui attirent la faune — ordures et compost mal protégés, nourriture pour animaux de compagnie, mangeoires d’oiseaux, fruits tombés, tas de bois, espaces sous les terrasses et les cabanons — et indique comment les éliminer ou les rendre inaccessibles.",
        },
        "6.2": {
          title: "Une exclusion durable",
          content:
            "L’exclusion fait appel à des matériaux durables adaptés à l’espèce, comme le treillis métallique en acier galvanisé ou la tôle, solidement fixés. Les matériaux qui peuvent empêtrer, couper ou piéger les animaux, comme les filets lâches ou la mousse expansive employée seule, ne sont pas utilisés comme barrière.",
        },
        "6.3": {
          title: "Respect de l’habitat",
          content:
            "Les modifications ne détruisent pas inutilement l’habitat. Les arbres, les arbustes et les constructions qui abritent des nids ou des tanières actifs ne sont enlevés qu’une fois que les petits sont partis, et seulement dans la mesure permise par la loi.",
        },
        "6.4": {
          title: "Inspection à la fin des travaux",
          content:
            "Les travaux d’exclusion sont inspectés une fois terminés, et on montre au client comment les vérifier et quoi faire si un animal revient.",
        },
      },
    },
    "7": {
      title: "Éviction humanitaire",
      content:
        "Lorsqu’un animal vit dans un bâtiment, l’entreprise l’évince au moyen de l’exclusion et de dispositifs à sens unique, de façon qu’il parte de lui-même. Le moment de l’éviction est choisi et son déroulement est vérifié de façon qu’aucun animal, adulte ou petit, ne soit emprisonné à l’intérieur ni séparé de sa mère.",
      subStandards: {
        "7.1": {
          title: "Dispositifs à sens unique",
          content:
            "Les portes, les entonnoirs et les cônes à sens unique ne sont installés qu’aux points d’entrée dont l’utilisation active est confirmée, une fois que toutes les autres ouvertures ont été scellées ou sont surveillées, et ils sont dimensionnés et installés de façon que l’animal puisse sortir sans pouvoir revenir.",
        },
        "7.2": {
          title: "Petits dépendants",
          content:
            "Lorsque des petits dépendants sont présents, l’éviction attend qu’ils soient assez mobiles pour suivre leur mère, ou bien les petits sont retirés à la main et placés dans une boîte de réunification chauffée au point d’entrée afin que la mère puisse les récupérer. Les tentatives de réunification sont surveillées\u00a0; les petits qui n’ont pas été récupérés le lendemain matin sont confiés à un réhabilitateur de la faune titulaire d’un permis.",
        },
        "7.3": {
          title: "Chauves-souris",
          content:
            "Les chauves-souris ne sont jamais exclues pendant la période de mise bas fixée par l’organisme responsable de la faune local ou, à défaut, entre le 1er mai et le 15 août. L’exclusion des chauves-souris suit les directives de cet organisme et le protocole de décontamination en vigueur contre le syndrome du museau blanc.",
        },
        "7.4": {
          title: "Confirmation du départ",
          content:
            "Avant que la dernière ouverture soit scellée, l’entreprise confirme par une surveillance que le bâtiment est vide — par exemple au moyen d’un dispositif à sens unique fermé laissé en place au moins trois nuits sans activité, d’un matériau qui révèle les traces ou de caméras — et consigne la façon dont le départ a été confirmé.",
        },
        "7.5": {
          title: "Suivi dans les 48 heures",
          content:
            "L’entreprise assure le suivi de chaque dispositif à sens unique, boîte de réunification et exclusion dans les 48 heures suivant son installation, sur place ou auprès du client, puis de nouveau avant le scellement final. Tout animal trouvé prisonnier est libéré sur-le-champ.",
        },
      },
    },
    "8": {
      title: "Capture vivante limitée",
      content:
        "La capture vivante n’est utilisée que lorsque l’éviction et l’exclusion ne peuvent pas régler le conflit, ou lorsqu’un animal doit être retiré pour son propre bien-être ou pour la sécurité publique, par exemple un animal qui circule librement dans une aire habitée. La capture est planifiée de façon que l’animal passe le moins de temps possible dans un piège.",
      subStandards: {
        "8.1": {
          title: "Motif consigné",
          content:
            "Le motif pour lequel la capture vivante était nécessaire est consigné pour chaque intervention (annexe D).",
        },
        "8.2": {
          title: "Pièges vérifiés au moins une fois par jour",
          content:
            "Chaque piège tendu est vérifié en personne au moins une fois par jour, et plus souvent par chaleur ou par froid extrêmes ou lorsque le piège est à découvert. Les dispositifs de surveillance à distance des pièges peuvent aider, mais ne remplacent pas la vérification quotidienne. Les pièges qui ne peuvent pas être vérifiés sont fermés.",
        },
        "8.3": {
          title: "Des pièges adaptés et bien placés",
          content:
            "Les pièges-cages et les pièges-boîtes sont d’une taille adaptée à l’espèce, exempts d’arêtes vives, ombragés et protégés de la pluie et du vent, et placés de façon à éviter les animaux non ciblés.",
        },
        "8.4": {
          title: "Animaux non ciblés",
          content:
            "Un animal non ciblé est relâché immédiatement à l’endroit où il a été capturé, sauf s’il est blessé\u00a0; il est alors confié à un vétérinaire ou à un réhabilitateur de la faune titulaire d’un permis.",
        },
        "8.5": {
          title: "Manipulation",
          content:
            "Les animaux capturés sont manipulés le moins possible et le plus calmement possible\u00a0; les pièges sont couverts pour réduire le stress, et les animaux ne sont jamais laissés en plein soleil ni dans un véhicule fermé.",
        },
      },
    },
    "9": {
      title: "Remise en liberté",
      content:
        "Les animaux capturés sont remis en liberté rapidement, dans la mesure permise par la loi, et le plus près possible de l’endroit où ils ont été capturés, afin qu’ils puissent retrouver un territoire, une nourriture et des abris familiers ainsi que leurs petits dépendants, le cas échéant.",
      subStandards: {
        "9.1": {
          title: "Lieu de remise en liberté",
          content:
            "Les animaux sont remis en liberté sur la propriété ou dans leur domaine vital partout où la loi le permet. Lorsque la loi exige un déplacement, le lieu de remise en liberté est un habitat convenable choisi avec la permission du propriétaire foncier.",
        },
        "9.2": {
          title: "Transport en moins de 8 heures",
          content:
            "Il s’écoule moins de 8 heures entre la capture et la remise en liberté, transport compris. Pendant le transport, les animaux sont solidement arrimés, aérés, à l’ombre et tenus à l’écart des gaz d’échappement, des températures extrêmes et des autres animaux.",
        },
        "9.3": {
          title: "Animaux blessés, malades ou orphelins",
          content:
            "Un animal blessé, malade ou orphelin est confié à un réhabilitateur de la faune titulaire d’un permis ou à un vétérinaire. L’entreprise tient à jour la liste des réhabilitateurs qui acceptent les espèces dont elle s’occupe.",
        },
        "9.4": {
          title: "Registres de capture et de remise en liberté",
          content:
            "Chaque capture est consignée avec l’espèce, le lieu et l’heure de la capture, le lieu et l’heure de la remise en liberté ainsi que l’issue (annexe D).",
        },
      },
    },
    "10": {
      title: "Justification du contrôle létal",
      content:
        "Tuer un animal est un dernier recours. Ce n’est justifié que lorsque les méthodes non létales ont échoué ou ne peuvent pas fonctionner dans les circonstances, lorsque c’est légal et lorsque le motif a été consigné avant que l’animal soit tué.",
      subStandards: {
        "10.1": {
          title: "Cas où le contrôle létal peut être justifié",
          content:
            "Le contrôle létal ne peut être justifié que dans les cas suivants\u00a0: un animal est si gravement blessé ou malade qu’il ne peut pas se rétablir\u00a0; une autorité de santé publique l’ordonne, par exemple pour une espèce vectrice de la rage qui présente des signes de la maladie\u00a0; la loi interdit de remettre l’animal en liberté, comme c’est le cas pour certaines espèces envahissantes\u00a0; ou une menace grave pour la santé ou la sécurité humaines ne peut être écartée d’aucune autre façon.",
        },
        "10.2": {
          title: "Justification écrite avant l’acte",
          content:
            "La justification est inscrite sur le formulaire de l’annexe D avant que l’animal soit tué, approuvée par le propriétaire ou par un technicien principal désigné, et expliquée au client, dont le consentement éclairé est consigné. En cas d’urgence, le formulaire est rempli le jour même.",
        },
        "10.3": {
          title: "Jamais par commodité",
          content:
            "Le coût, le temps ou la préférence d’un client ne justifient jamais à eux seuls la mise à mort d’un animal.",
        },
        "10.4": {
          title: "Déclaration au programme",
          content:
            "Chaque intervention létale est déclarée dans le renouvellement annuel de l’entreprise, et les examinateurs passent en revue les justifications lors des audits.",
        },
      },
    },
    "11": {
      title: "Méthodes létales humanitaires",
      content:
        "Lorsque le contrôle létal est justifié, l’entreprise n’utilise que des méthodes qui rendent l’animal inconscient immédiatement et le tuent sans qu’il reprenne conscience, telles que les décrit pour l’espèce la version en vigueur des lignes directrices de l’AVMA sur l’euthanasie des animaux (AVMA Guidelines for the Euthanasia of Animals), et qui sont appliquées par des personnes formées.",
      subStandards: {
        "11.1": {
          title: "Méthodes acceptables",
          content:
            "Seules les méthodes classées comme acceptables, ou acceptables sous conditions, pour l’espèce sont utilisées, et les conditions sont respectées. L’euthanasie par un vétérinaire est à privilégier lorsqu’un vétérinaire est disponible.",
        },
        "11.2": {
          title: "Compétence",
          content:
            "Seuls les membres du personnel formés et évalués pour la méthode, et titulaires de tout permis qu’elle exige, l’appliquent.",
        },
        "11.3": {
          title: "Confirmation de la mort",
          content: "La mort est confirmée avant que l’animal soit déplacé ou éliminé.",
        },
        "11.4": {
          title: "Élimination conforme à la loi",
          content:
            "Les carcasses sont éliminées conformément à la loi. Celles des espèces vectrices de la rage sont traitées selon les directives de l’autorité de santé publique, et les échantillons exigés, s’il y a lieu, sont soumis.",
        },
      },
    },
    "12": {
      title: "Pièges mortels à rongeurs",
      content:
        "Lorsque des souris domestiques, des rats surmulots ou des rats noirs doivent être tués, on utilise, de préférence aux poisons, des pièges qui tuent rapidement, en les combinant avec l’exclusion afin que de nouveaux rongeurs ne puissent pas entrer.",
      subStandards: {
        "12.1": {
          title: "Modèles approuvés",
          content:
            "Seuls des pièges mécaniques à ressort (tapettes) et des pièges électroniques conçus et dimensionnés pour l’espèce visée sont utilisés, et ils sont maintenus en bon état de fonctionnement.",
        },
        "12.2": {
          title: "Protection des animaux non ciblés",
          content:
            "Les pièges sont placés dans des stations inviolables ou hors de portée des enfants, des animaux de compagnie et de la faune non ciblée, et jamais à découvert à l’extérieur.",
        },
        "12.3": {
          title: "Vérifiés au moins une fois par jour",
          content:
            "Les pièges tendus sont vérifiés au moins une fois par jour. Un animal trouvé vivant dans un piège est tué sur-le-champ au moyen d’une méthode permise par la norme 11.",
        },
        "12.4": {
          title: "Exclusion en complément du piégeage",
          content:
            "Le piégeage s’accompagne du scellement des points d’entrée des rongeurs et de conseils de salubrité donnés au client (norme 6).",
        },
      },
    },
    "13": {
      title: "Utilisation des rodenticides",
      content:
        "Les rodenticides causent des souffrances prolongées et tuent des prédateurs, des charognards et des animaux de compagnie par empoisonnement secondaire. L’entreprise les évite et ne les utilise que dans la mesure permise par la présente norme.",
      subStandards: {
        "13.1": {
          title: "Un dernier recours documenté",
          content:
            "Un rodenticide n’est utilisé que lorsqu’une infestation menace la santé publique et que le piégeage et l’exclusion ont échoué ou ne peuvent pas fonctionner\u00a0; les motifs sont consignés avant l’utilisation.",
        },
        "13.2": {
          title: "Produits jamais utilisés",
          content:
            "Les anticoagulants de deuxième génération (brodifacoum, bromadiolone, difénacoum et diféthialone) ne sont jamais utilisés, pas plus que les granulés en vrac, les poudres de piste ou tout rodenticide placé à l’extérieur ailleurs que dans une station d’appâtage inviolable.",
        },
        "13.3": {
          title: "Étiquette et permis",
          content:
            "Les rodenticides ne sont appliqués que par un applicateur titulaire d’un permis, en suivant exactement le mode d’emploi de l’étiquette.",
        },
        "13.4": {
          title: "Surveillance et recherche de carcasses",
          content:
            "Tant que des appâts sont en place, les stations sont inspectées et le secteur est fouillé à la recherche de carcasses au moins une fois par jour. Les carcasses sont retirées et éliminées conformément à la loi, et les appâts sont enlevés dès que l’activité cesse.",
        },
      },
    },
    "14": {
      title: "Animaux de travail",
      content:
        "Les chiens et les autres animaux ne sont jamais utilisés pour pourchasser, acculer, attraper, combattre ou tuer des animaux sauvages.",
      subStandards: {
        "14.1": {
          title: "Détection seulement",
          content:
            "Un chien de détection dressé peut servir à repérer des animaux ou des indices, en laisse et sous contrôle, et on ne le laisse jamais entrer en contact avec des animaux sauvages.",
        },
        "14.2": {
          title: "Bien-être des animaux de travail",
          content:
            "Les animaux de travail reçoivent les soins dont ils ont besoin, du repos et leurs vaccins, et ils sont protégés de la chaleur, du froid et des blessures.",
        },
      },
    },
    "15": {
      title: "Tolérance zéro pour la cruauté",
      content:
        "La cruauté envers tout animal — un acte ou une omission qui cause de la douleur, de la souffrance ou de la détresse inutiles — de la part de quiconque travaille pour l’entreprise n’est jamais acceptable. L’entreprise agit immédiatement lorsqu’un cas de cruauté est soupçonné.",
      subStandards: {
        "15.1": {
          title: "Ce qui constitue de la cruauté",
          content:
            "Constituent notamment de la cruauté le fait de blesser ou de tourmenter délibérément un animal, de laisser un animal capturé au-delà de l’intervalle de vérification exigé, de le transporter ou de le garder au-delà des limites de la norme 9, de tuer sans la justification exigée par la norme 10, ainsi que toute utilisation des dispositifs et des méthodes visés par la norme 3.",
        },
        "15.2": {
          title: "Signalement",
          content:
            "Toute personne peut signaler un cas soupçonné de cruauté à l’entreprise ou directement au programme. L’entreprise informe le programme de chaque allégation qu’elle reçoit et n’exerce pas de représailles contre la personne qui l’a signalée.",
        },
        "15.3": {
          title: "Suivi dans les 48 heures",
          content:
            "Dans les 48 heures suivant le moment où elle apprend l’existence d’une allégation, l’entreprise retire la personne visée du travail sur le terrain pour la durée de l’enquête, met en lieu sûr les dossiers pertinents et envoie au programme un premier rapport écrit. Elle mène son enquête à terme et en communique l’issue au programme.",
        },
        "15.4": {
          title: "Conséquences",
          content:
            "Un cas de cruauté confirmé entraîne des mesures disciplinaires pouvant aller jusqu’au congédiement et, lorsque la loi a été enfreinte, un signalement aux autorités. Le programme peut suspendre ou révoquer l’accréditation de l’entreprise.",
        },
      },
    },
  },
  appendices: {
    A: {
      title: "Définitions",
      content: `**Petits dépendants** — jeunes animaux qui ne peuvent pas encore survivre sans les soins de leur mère\u00a0; l’annexe C indique les périodes habituelles.

**Exclusion** — le fait de sceller, au moyen de matériaux durables, les ouvertures qu’un animal utilise pour entrer dans un bâtiment, une fois qu’il en est sorti.

**Éviction** — le fait d’amener un animal à quitter un bâtiment de lui-même, habituellement au moyen d’un dispositif à sens unique, sans le capturer.

**Dispositif à sens unique** — porte, entonnoir ou cône installé sur un point d’entrée, qui permet à un animal de sortir et l’empêche de revenir.

**Boîte de réunification** — boîte chauffée et abritée placée à un point d’entrée afin qu’une mère puisse récupérer les petits retirés d’un bâtiment.

**Animal non ciblé** — tout animal autre que celui avec lequel l’intervention vise à régler un conflit.

**Domaine vital** — le secteur où un animal vit et se nourrit habituellement\u00a0; pour la plupart des mammifères visés par les présentes normes, dans un rayon d’environ un mille (1,6\u00a0km) de l’endroit où il a été trouvé.

**Contrôle létal** — toute intervention visant à tuer un animal, y compris l’euthanasie.

**Euthanasie** — le fait de tuer un animal au moyen d’une méthode qui entraîne une perte de conscience et une mort immédiates, avec le moins de douleur et de détresse possible.

**Rongeurs commensaux** — souris domestiques, rats surmulots et rats noirs qui vivent dans les bâtiments et autour de ceux-ci.

**Vérification d’un piège** — inspection en personne d’un piège tendu par une personne formée, qui agit en fonction de ce qu’elle constate.

**Le programme** — le Programme d’accréditation humanitaire, son comité des normes, ses examinateurs et ses administrateurs.`,
    },
    B: {
      title: "Dispositifs et méthodes interdits",
      content: `Une entreprise accréditée n’utilise, ne vend, ne prête ni ne recommande jamais ce qui suit (norme 3)\u00a0:

- les plaques collantes et les autres pièges adhésifs pour vertébrés\u00a0;
- les pièges à patte (pièges à mâchoires), les collets et les dispositifs de retenue à câble\u00a0;
- les pièges à prise corporelle (comme les pièges de type Conibear), à l’exception des pièges mortels à rongeurs de la norme 12\u00a0;
- la noyade, y compris les pièges à noyade et l’immersion d’un animal vivant\u00a0;
- l’asphyxie, la congélation, le brûlage ou l’écrasement d’un animal vivant\u00a0;
- le monoxyde de carbone provenant des gaz d’échappement d’un véhicule, et tout gaz qui ne figure pas parmi les méthodes acceptables pour l’espèce dans les lignes directrices de l’AVMA\u00a0;
- les rodenticides anticoagulants de deuxième génération, les poudres de piste et les appâts en vrac (norme 13)\u00a0;
- les poisons, fumigants ou substances toxiques destinés à tout animal autre que les rongeurs commensaux\u00a0;
- le naphtalène (boules à mites), l’ammoniaque et les autres répulsifs utilisés contrairement à leur étiquette\u00a0;
- le fait d’enfermer un animal à l’intérieur d’un bâtiment ou de sceller un point d’entrée avant que le départ soit confirmé\u00a0;
- les chiens ou autres animaux utilisés pour pourchasser, attraper ou tuer des animaux sauvages (norme 14).`,
    },
    C: {
      title: "Périodes où les petits sont dépendants",
      content: `Périodes habituelles pendant lesquelles des petits dépendants des espèces le plus souvent en cause sont présents en Amérique du Nord. Ces périodes varient selon la latitude, l’altitude et les conditions météorologiques\u00a0: l’entreprise s’appuie sur les connaissances locales et sur les directives de son organisme responsable de la faune et, en cas de doute, présume que des petits sont présents.

| Espèce | Naissance des petits | Dépendants jusqu’à environ |
| --- | --- | --- |
| Raton laveur | mars – juin | l’âge de 10 à 12 semaines |
| Mouffette rayée | mai – juin | l’âge de 8 semaines |
| Écureuil gris | février – avril et juillet – septembre | l’âge de 10 à 12 semaines |
| Écureuil roux | mars – mai | l’âge de 8 à 10 semaines |
| Polatouches (écureuils volants) | mars – mai et août – septembre | l’âge de 8 semaines |
| Grande chauve-souris brune et petite chauve-souris brune | mai – juillet | l’envol, habituellement vers la mi-août |
| Marmotte commune (siffleux) | avril – mai | l’âge de 6 à 7 semaines |
| Opossum d’Amérique | février – juillet | le moment où ils quittent le dos de leur mère, vers 12 semaines |
| Martinet ramoneur et autres oiseaux nicheurs | mai – août | l’envol\u00a0; les nids actifs sont protégés par la loi |`,
    },
    D: {
      title: "Registres et formulaires",
      content: `L’entreprise conserve les registres suivants pendant au moins trois ans et les met à la disposition des examinateurs.

**Registre d’inspection** (norme 4)\u00a0: date, adresse, inspecteur, espèce et indices qui ont permis de l’identifier, points d’entrée, sources d’attraction, présence possible ou non de petits dépendants et motifs de cette conclusion, et plan recommandé.

**Journal de vérification des pièges** (normes 8 et 12)\u00a0: pour chaque piège, l’endroit et le moment où il a été tendu, ainsi que la date, l’heure, la personne et le résultat de chaque vérification, jusqu’à l’enlèvement du piège.

**Registre de capture et de remise en liberté** (norme 9)\u00a0: espèce, sexe et classe d’âge s’ils sont connus, lieu et heure de la capture, lieu et heure de la remise en liberté, temps total écoulé entre la capture et la remise en liberté, état de l’animal et issue (remis en liberté, confié à un réhabilitateur ou à un vétérinaire, euthanasié).

**Formulaire de justification du contrôle létal** (norme 10)\u00a0: l’animal et le lieu, le cas prévu à la norme 10.1 qui s’applique, les méthodes non létales essayées ou les raisons pour lesquelles aucune ne pouvait fonctionner, la loi applicable, la méthode qui sera utilisée (norme 11), la personne qui donne l’approbation, le consentement du client ainsi que la date et l’heure — rempli avant l’acte, ou le jour même en cas d’urgence.

**Registre des allégations de cruauté** (norme 15)\u00a0: le moment où l’allégation a été reçue et la personne qui l’a faite, ce qui est allégué, les mesures prises dans les 48 heures, l’issue de l’enquête et les rapports envoyés au programme.`,
    },
    E: {
      title: "Accréditation, audits et modifications des présentes normes",
      content: `**Audits.** Un examinateur audite chaque demandeur sur place au regard de la version des présentes normes en vigueur le jour où l’audit est terminé, et consigne un constat pour chaque norme. La version est consignée avec l’audit et indiquée sur le certificat.

**Accréditation.** Un certificat d’accréditation est valide un an. L’accréditation est renouvelée chaque année\u00a0: l’entreprise confirme ses renseignements et tout changement apporté à ses pratiques, paie les frais de renouvellement et peut faire l’objet d’un nouvel audit.

**Modifications des normes.** Toute personne peut proposer une modification à une norme, motifs à l’appui. Le comité des normes discute des propositions et les met aux voix auprès de ses membres votants dans le cadre d’un scrutin dont la date de clôture, le quorum et le seuil d’approbation sont consignés à son ouverture. Une modification approuvée entre en vigueur lorsqu’elle est publiée ici\u00a0; chaque modification augmente de 0,1 le numéro de version de la norme concernée et figure, avec ses différences, sous «\u00a0Ce qui a changé\u00a0».

**Versions.** Les normes dans leur ensemble sont publiées en versions numérotées. La version 1.0 a été publiée le 1er juin 2024.`,
    },
  },
};
