/**
 * The operations manual as it ships (manual-content.ts) in French as written
 * in Canada (issue 36, decision 086), keyed by the English seed's chapter and
 * section keys. Fees come from the same constants, formatted for fr-CA.
 * French typography puts no-break spaces (U+00A0) before : ; ? ! and inside
 * « », so the rule against irregular whitespace is off for this file.
 */
/* eslint-disable no-irregular-whitespace -- French typography: U+00A0 in the text */
import { formatMoney } from "~/lib/format";
import { feesInCents } from "~/domain/fees";
import type { ManualTranslation } from "./manual-translation";

const fee = {
  audit: formatMoney(feesInCents.initialAudit, "fr-CA"),
  membership: formatMoney(feesInCents.initialMembership, "fr-CA"),
  renewalAudit: formatMoney(feesInCents.renewalAudit, "fr-CA"),
  renewalMembership: formatMoney(feesInCents.renewalMembership, "fr-CA"),
};

export const manualFrCA: ManualTranslation = {
  about: {
    title: "À propos de ce manuel",
    sections: {
      "about.purpose": {
        title: "Objet et portée",
        body: `Ce manuel expose la façon dont le Programme d’accréditation humanitaire est gouverné et géré au quotidien. Il s’adresse à toutes les personnes qui y participent : les entreprises qui demandent ou détiennent l’accréditation, les examinateurs, les membres du comité des normes et les administrateurs du bureau du programme.

Le manuel décrit des **procédures**. Les exigences auxquelles une entreprise doit satisfaire figurent dans les normes publiées (version 1.0 du 1er juin 2024 et versions ultérieures), et les conditions juridiques de participation, dans les conditions d’utilisation. En cas de divergence entre ce manuel et les normes, les normes s’appliquent ; en cas de divergence entre ce manuel et les conditions d’utilisation, ce sont les conditions qui s’appliquent, et le comité corrige le manuel.

Le manuel couvre le programme aux États-Unis, au Canada et au Mexique. Lorsque la législation locale impose une règle plus stricte que le manuel (par exemple en matière de tenue de registres ou de remise en liberté des animaux sauvages), la législation locale s’applique.`,
      },
      "about.maintenance": {
        title: "Mise à jour de ce manuel",
        body: `Le comité des normes est responsable de ce manuel. Les membres du comité et les administrateurs le modifient dans le portail ; chaque modification est enregistrée sous forme de révision numérotée, avec le nom de la personne qui l’a faite, la date et un bref résumé, et les révisions antérieures peuvent être comparées et restaurées.

- Les modifications rédactionnelles (formulation, liens, corrections de faits) peuvent être apportées par tout membre du comité ou tout administrateur et prennent effet dès leur enregistrement.
- Les modifications de fond (une nouvelle procédure, un nouveau délai, un changement quant à la personne ou à l’instance qui décide) sont d’abord approuvées par le comité et consignées dans son procès-verbal ; le résumé de la révision mentionne la réunion.
- La date en haut de la page publique indique quand le manuel a été modifié pour la dernière fois.

Les questions sur le manuel et les suggestions pour l’améliorer sont les bienvenues par la page de contact.`,
      },
    },
  },
  governance: {
    title: "Gouvernance",
    sections: {
      "governance.bodies": {
        title: "Instances dirigeantes",
        body: `Le programme compte trois instances, chacune ayant ses propres responsabilités :

| Instance | Composition | Responsabilités |
|---|---|---|
| Comité des normes | Des membres indépendants ayant une expertise en biologie de la faune, en bien-être animal, en soins vétérinaires et dans le secteur du contrôle de la faune, sous la direction d’une présidence | Les normes, ce manuel, les décisions de certification (par l’intermédiaire des comités d’examen), les révocations et les appels |
| Bureau du programme | La direction générale et les administrateurs | La gestion du programme : demandes, frais, planification des audits, certificats, renouvellements, dossiers et communications |
| Examinateurs | Des auditeurs formés, engagés à contrat par le programme | La réalisation des audits sur place et la communication de leurs constatations |

La direction générale et la présidence du comité des normes signent chaque certificat. Ni l’une ni l’autre ne peut détenir d’intérêt financier dans une entreprise qui demande ou détient l’accréditation.`,
      },
      "governance.decisions": {
        title: "Prise de décision et quorum",
        body: `Le comité des normes se réunit au moins une fois par trimestre et chaque fois qu’une décision ne peut attendre. Le quorum est atteint lorsque plus de la moitié des membres sont présents, en personne ou par vidéoconférence.

- Les décisions sont prises à la majorité simple des membres votants ; la présidence a voix prépondérante.
- Les décisions de certification sont déléguées à des comités d’examen (voir *Comité d’examen et décisions de certification*).
- La révocation d’un certificat et les modifications des normes sont décidées par le comité plénier.
- Le procès-verbal consigne chaque décision, les votes exprimés et tout membre qui s’est retiré en raison d’un conflit d’intérêts.

Entre les réunions, le comité peut décider par un vote dans le portail, dont la date de clôture est fixée à au moins sept jours, sauf si la décision est urgente.`,
      },
      "governance.standards": {
        title: "Modification des normes",
        body: `Toute personne titulaire d’un compte sur le portail peut proposer une modification à une norme. Une proposition indique le texte actuel, le texte proposé et la raison de la modification.

1. Le comité discute de la proposition dans le portail et peut demander l’avis de l’auteur de la proposition, des examinateurs ou d’experts externes.
2. La présidence soumet la proposition au vote. Les membres du comité votent pour ou contre, avec un commentaire ; un membre peut changer son vote jusqu’à la clôture du scrutin.
3. Une proposition approuvée est intégrée à la prochaine version des normes. La version de chaque norme augmente de 0,1 lorsque son texte change, et l’historique de chaque modification est conservé.

Les entreprises accréditées sont informées d’une nouvelle version des normes avant qu’elle s’applique à leurs audits, et disposent d’un délai raisonnable pour s’adapter — normalement au moins 90 jours.`,
      },
    },
  },
  roles: {
    title: "Rôles et responsabilités",
    sections: {
      "roles.applicants": {
        title: "Demandeurs et entreprises accréditées",
        body: `Une entreprise présente sa demande au moyen de son propre compte sur le portail. La personne qui crée le compte est la personne-ressource de l’entreprise auprès du programme et est chargée de :

- fournir des renseignements exacts et complets, et les tenir à jour ;
- téléverser les documents nécessaires à la demande ;
- payer les frais à leur échéance ;
- donner à l’examinateur un accès raisonnable pendant l’audit ;
- respecter les normes chaque jour de travail, et pas seulement le jour de l’audit ;
- n’utiliser le certificat et le sceau d’accréditation que de la manière permise par ce manuel ;
- renouveler l’accréditation chaque année, et informer le bureau du programme dans les 30 jours de tout changement de propriétaire, d’adresse ou de méthodes de travail.`,
      },
      "roles.examiners": {
        title: "Examinateurs",
        body: `Les examinateurs réalisent les audits sur place. L’examinateur :

- est formé par le programme aux normes et aux techniques d’audit, et suit chaque année une formation de mise à jour ;
- déclare tout conflit d’intérêts avant d’accepter un audit (voir *Conflits d’intérêts*) ;
- ne voit dans le portail que les demandes et les audits qui lui sont assignés ;
- consigne une constatation pour chaque norme et une recommandation globale, et termine le rapport dans les 10 jours ouvrables suivant la visite ;
- garde confidentiel ce qu’il apprend sur une entreprise.

Les examinateurs recommandent ; ils ne décident pas. Un examinateur ne siège jamais au comité d’examen qui statue sur une demande dont il a fait l’audit.`,
      },
      "roles.committee": {
        title: "Membres du comité",
        body: `Les membres du comité sont nommés pour un mandat de trois ans, renouvelable une fois. Chaque membre :

- examine des demandes au sein de comités d’examen et consigne les décisions dans le portail ;
- prend part aux discussions et vote sur les modifications proposées aux normes ;
- contribue à la tenue à jour de ce manuel et du blogue ;
- peut planifier des audits, délivrer et révoquer des certificats et mettre à jour les renouvellements lorsque le bureau du programme a besoin d’aide ;
- déclare ses conflits d’intérêts et se retire de toute décision qu’ils touchent.`,
      },
      "roles.administrators": {
        title: "Administrateurs (bureau du programme)",
        body: `Les administrateurs gèrent le bureau du programme. En plus de tout ce qu’un membre du comité peut faire dans le portail, les administrateurs :

- gèrent les comptes d’utilisateur et attribuent les rôles ;
- vérifient que les demandes sont complètes et tiennent les demandeurs informés ;
- consignent les paiements reçus par chèque ou par virement bancaire et traitent les remboursements ;
- planifient les audits et assignent les examinateurs ;
- produisent les certificats une fois la demande approuvée et la cotisation payée ;
- exécutent les processus de rappel et d’expiration et veillent à l’exactitude du répertoire ;
- établissent les rapports du programme ;
- sont le premier point de contact pour les plaintes.`,
      },
      "roles.accounts": {
        title: "Comptes du portail et accès",
        body: `Chaque personne a son propre compte ; les comptes ne sont jamais partagés. Une personne peut avoir plus d’un rôle (par exemple, un administrateur qui est aussi membre du comité) et passe de l’un à l’autre dans le tableau de bord ; le portail n’affiche et ne permet que ce que le rôle actif autorise.

- Les administrateurs, les membres du comité et les examinateurs activent l’authentification à deux facteurs dans leurs paramètres ; elle est aussi fortement recommandée pour les entreprises.
- L’accès est retiré le jour même où une personne quitte un rôle.
- Les administrateurs passent en revue chaque trimestre la liste des comptes dotés d’un rôle du personnel.`,
      },
    },
  },
  applications: {
    title: "Demandes et documents",
    sections: {
      "applications.eligibility": {
        title: "Qui peut présenter une demande",
        body: `Toute entreprise qui résout des conflits entre les personnes et les animaux sauvages aux États-Unis, au Canada ou au Mexique peut présenter une demande, quelle que soit sa taille. Chaque entité juridique présente une demande distincte ; une entreprise qui compte plusieurs succursales les énumère dans sa demande, et l’audit porte sur un échantillon d’entre elles.

Une entreprise ne peut pas présenter de demande tant qu’une décision de révocation prise à son égard date de moins de 12 mois.`,
      },
      "applications.process": {
        title: "La demande",
        body: `La demande porte sur la dénomination sociale et l’adresse de l’entreprise, une personne-ressource, les services offerts et le territoire desservi. Elle est enregistrée comme **brouillon** jusqu’à ce que le demandeur la soumette, et le demandeur peut la modifier tant qu’elle est à l’état de brouillon ou après qu’elle lui a été retournée (refusée) avec des commentaires.

Une fois soumise, la demande passe par les statuts suivants, dont chacun est communiqué par courriel à l’adresse de la personne-ressource :

Soumise → En cours d’examen → Audit planifié → Audit terminé → Comité d’examen → Approuvée → Certifiée

Une demande peut aussi être **Refusée** (avec des commentaires écrits) ou marquée **Audit requis** lorsque le comité d’examen demande un nouvel audit.`,
      },
      "applications.documents": {
        title: "Documents requis",
        body: `Chaque demande comprend :

1. **Le permis d’exploitation** et tout permis exigé pour le contrôle de la faune par les autorités des territoires où l’entreprise exerce ses activités.
2. **Les permis de gestion de la faune** pour la manipulation, le transport ou la remise en liberté des espèces avec lesquelles l’entreprise travaille.
3. **Une preuve d’assurance responsabilité** valide à la date du dépôt.
4. **Une politique écrite de bien-être animal** signée par le propriétaire.
5. **Des procédures normalisées d’exploitation** pour l’inspection, l’exclusion, l’éviction, la capture d’animaux vivants, le transport et la remise en liberté.

Les fichiers sont téléversés dans le portail en format PDF, PNG, JPEG, WebP, DOCX ou XLSX, d’au plus 20 Mo chacun et jusqu’à 10 à la fois. Le portail vérifie le contenu de chaque fichier, et pas seulement son nom. Les documents sont privés : seuls l’entreprise, le bureau du programme, le comité et l’examinateur assigné à l’audit peuvent les ouvrir. Une fois la demande approuvée, le demandeur ne peut plus supprimer les documents sur lesquels elle repose.`,
      },
      "applications.completeness": {
        title: "Vérification de l’intégralité",
        body: `Dans les cinq jours ouvrables suivant le dépôt, un administrateur vérifie que la demande est complète et que les documents sont lisibles et à jour.

- S’il manque quelque chose, l’administrateur écrit à la personne-ressource, et la demande reste en cours d’examen jusqu’à la réception de l’élément manquant.
- Une demande qui demeure incomplète 90 jours après un rappel est fermée ; l’entreprise peut présenter une nouvelle demande en tout temps.
- Lorsque la demande est complète, le demandeur est invité à payer les frais d’audit.`,
      },
    },
  },
  fees: {
    title: "Frais et remboursements",
    sections: {
      "fees.schedule": {
        title: "Barème des frais",
        body: `Tous les frais sont en dollars américains et sont les mêmes pour toutes les entreprises, quel que soit le résultat de leur audit.

| Frais | Première accréditation | Renouvellement annuel | Échéance |
|---|---|---|---|
| Frais d’audit | ${fee.audit} | ${fee.renewalAudit} | Après la confirmation que la demande est complète, avant la planification d’un audit |
| Cotisation | ${fee.membership} | ${fee.renewalMembership} | Après l’approbation de la demande, avant la délivrance du certificat |

Toute modification des frais est annoncée sur le site Web au moins 60 jours avant son entrée en vigueur et ne touche jamais des frais déjà payés.`,
      },
      "fees.payment": {
        title: "Paiement des frais",
        body: `Les frais se paient par carte dans le portail. Les paiements par carte sont traités par le fournisseur de paiement par carte du programme ; le programme ne voit ni ne conserve jamais les numéros de carte et ne garde qu’une référence de chaque paiement, son montant et son statut.

Une entreprise qui ne peut pas payer par carte peut payer par chèque ou par virement bancaire. Le bureau du programme consigne ces paiements dans le portail, avec leur référence, à la réception des fonds, et la demande suit son cours comme si elle avait été payée par carte. Un reçu est offert dans le portail pour chaque paiement.

Un audit n’est jamais planifié avant le paiement des frais d’audit, et un certificat n’est jamais délivré avant le paiement de la cotisation.`,
      },
      "fees.refunds": {
        title: "Remboursements",
        body: `- **Frais d’audit :** remboursés en totalité si l’entreprise retire sa demande avant qu’un audit soit planifié. Une fois l’audit planifié, le travail de l’examinateur et du comité a commencé et les frais ne sont pas remboursés, quel que soit le résultat. Si le programme annule un audit et ne peut pas proposer une autre date dans les 60 jours, les frais sont remboursés.
- **Cotisation :** non remboursée une fois le certificat délivré, y compris si le certificat est révoqué par la suite. Si le programme ne peut pas délivrer le certificat pour une raison qui lui est propre, la cotisation est remboursée.
- **Les paiements en double ou faits par erreur** sont remboursés en totalité.

Les remboursements sont demandés par écrit au moyen de la page de contact, font l’objet d’une décision d’un administrateur dans les 10 jours ouvrables et sont versés sur la carte ou dans le compte d’origine. Chaque remboursement est consigné avec son motif.`,
      },
    },
  },
  audits: {
    title: "Procédure d’audit et constatations",
    sections: {
      "audits.scheduling": {
        title: "Planification d’un audit",
        body: `Un audit peut être planifié une fois les frais d’audit payés et la demande soumise ou en cours d’examen. Le bureau du programme :

1. assigne un examinateur qui n’a déclaré aucun conflit d’intérêts avec l’entreprise ;
2. convient d’une date et d’une heure avec l’entreprise, normalement dans les 30 jours suivant le paiement ;
3. confirme la date, l’heure et le nom de l’examinateur par courriel (avec une invitation de calendrier) et dans le portail.

L’une ou l’autre des parties peut demander que l’audit soit déplacé. Seuls les administrateurs et les membres du comité déplacent un audit ; l’entreprise est informée de la nouvelle date de la même façon. Une entreprise qui refuse deux dates proposées sans motif valable peut voir sa demande fermée.`,
      },
      "audits.visit": {
        title: "La visite sur place",
        body: `Un audit type dure une journée de travail. L’examinateur :

- examine les permis, licences, assurances, politiques et procédures de l’entreprise ;
- examine les dossiers d’intervention en choisissant un échantillon d’interventions récentes, y compris des interventions comportant une capture d’animaux vivants ou un contrôle létal ;
- inspecte les véhicules, les pièges, les matériaux d’exclusion et l’équipement de manipulation des animaux ;
- s’entretient avec le propriétaire et les techniciens de la façon dont les interventions courantes sont menées ;
- lorsque c’est possible, observe le travail sur le terrain avec le consentement du client.

Les examinateurs vérifient les seuils fixés dans les normes au moyen des registres, par exemple que les pièges sont vérifiés au moins une fois par jour, que les animaux sont transportés pendant moins de huit heures et que les visites de suivi ont lieu dans les 48 heures.`,
      },
      "audits.findings": {
        title: "Constatations et rapport d’audit",
        body: `Pour chaque norme, l’examinateur consigne une constatation :

| Constatation | Signification |
|---|---|
| Conforme | La norme est respectée. |
| Non-conformité mineure | Un manquement qui ne met pas les animaux en danger, comme un registre incomplet. |
| Non-conformité majeure | La norme n’est pas respectée, ou des animaux ont subi ou auraient pu subir un préjudice. |
| Sans objet | L’entreprise n’exerce pas l’activité visée par la norme. |

Le rapport se termine par une recommandation globale : approuver, approuver après des corrections mineures, exiger un nouvel audit ou refuser. L’examinateur termine le rapport dans les 10 jours ouvrables. Une fois terminé, l’audit est verrouillé : seuls le comité ou un administrateur peuvent le modifier, et il ne peut pas être supprimé.`,
      },
      "audits.corrections": {
        title: "Mesures correctives",
        body: `Une entreprise qui présente des non-conformités mineures envoie des preuves de correction (procédures mises à jour, registres de formation, photographies) dans les 30 jours suivant la date où elle en a été informée. Le comité d’examen décide si ces preuves suffisent.

Une non-conformité majeure ne peut pas être corrigée sur papier : le comité d’examen exige un nouvel audit, aux frais de l’entreprise (les frais d’audit de renouvellement de ${fee.renewalAudit}), une fois que l’entreprise confirme que le problème a été réglé. Toute constatation de cruauté relève de la norme 15 (tolérance zéro pour la cruauté) et est traitée conformément au chapitre *Révocation*, jamais comme une mesure corrective.`,
      },
    },
  },
  review: {
    title: "Comité d’examen et décisions de certification",
    sections: {
      "review.panel": {
        title: "Le comité d’examen",
        body: `Chaque audit terminé est transmis à un comité d’examen composé d’au moins trois membres du comité des normes choisis par la présidence. Un membre qui a un conflit d’intérêts avec l’entreprise, ou qui en a fait l’audit, ne peut pas siéger au comité d’examen.

Le comité d’examen lit la demande, les documents, le rapport de l’examinateur et toute preuve de mesure corrective, et peut poser des questions par écrit à l’entreprise ou à l’examinateur.`,
      },
      "review.decisions": {
        title: "Décisions de certification",
        body: `Le comité d’examen prend l’une des trois décisions suivantes, à la majorité :

- **Approuver.** L’entreprise respecte les normes. Elle est invitée à payer la cotisation, après quoi le certificat est délivré.
- **Exiger un nouvel audit.** Les éléments sont insuffisants pour décider, ou une non-conformité majeure doit faire l’objet d’un nouvel audit.
- **Refuser.** L’entreprise ne respecte pas les normes. La décision est toujours accompagnée de commentaires écrits qui expliquent quelles normes n’ont pas été respectées et ce qui devrait changer.

La décision est consignée dans le portail avec ses motifs et envoyée par courriel à l’entreprise. Les comités d’examen s’efforcent de décider dans les 20 jours ouvrables suivant le rapport d’audit. Une entreprise dont la demande a été refusée peut corriger sa demande et la soumettre de nouveau, ou faire appel (voir *Plaintes et appels*).`,
      },
    },
  },
  certificates: {
    title: "Certificat et usage du sceau",
    sections: {
      "certificates.issue": {
        title: "Délivrance des certificats",
        body: `Un certificat est délivré lorsqu’une demande est approuvée et que la cotisation est payée. Il comporte :

- le nom et l’adresse de l’entreprise ;
- un numéro unique composé de l’année et d’une séquence de cinq chiffres (par exemple 2026-00042) ;
- la date de délivrance et la date jusqu’à laquelle il est valide, soit un an plus tard ;
- un code QR qui ouvre la page publique de vérification ;
- les signatures de la direction générale et de la présidence du comité des normes.

L’entreprise télécharge son certificat en PDF à partir du portail. Une fois le certificat délivré, le statut de la demande devient *Certifiée* et l’entreprise figure dans le répertoire public.`,
      },
      "certificates.seal": {
        title: "Utilisation du certificat et du sceau",
        body: `Tant que son certificat est en vigueur, une entreprise accréditée peut :

- afficher le certificat dans ses locaux et sur son site Web ;
- utiliser le sceau d’accréditation sur son site Web, ses véhicules, ses uniformes, ses soumissions et ses factures ;
- déclarer qu’elle est « accréditée par le Programme d’accréditation humanitaire » et indiquer son numéro de certificat.

Une entreprise ne doit pas :

- modifier le certificat ou le sceau, ni en changer les couleurs ou les proportions ;
- utiliser le sceau pour une succursale, une filiale ou un partenaire qui n’est pas nommé sur le certificat ;
- laisser entendre que le programme cautionne une intervention, un produit ou un prix en particulier ;
- utiliser le certificat ou le sceau après l’expiration ou la révocation du certificat. Le matériel imprimé doit être retiré dans les 30 jours, et toute utilisation en ligne doit cesser dans les 7 jours.`,
      },
      "certificates.verification": {
        title: "Vérification et répertoire",
        body: `Tout le monde peut vérifier un certificat sur la page de vérification en balayant son code QR ou en entrant son numéro. La page indique le nom de l’entreprise, le numéro du certificat, ses dates et s’il est **valide**, **expiré** ou **révoqué**.

Le répertoire public présente toutes les entreprises titulaires d’un certificat en vigueur : leur nom, leur adresse, leurs coordonnées, leurs services et leur territoire desservi. Une entreprise est retirée du répertoire dès que son certificat expire ou est révoqué, et y revient lorsqu’un certificat renouvelé est en vigueur.`,
      },
      "certificates.misuse": {
        title: "Usage abusif du certificat ou du sceau",
        body: `Le bureau du programme enquête sur chaque signalement d’usage abusif. Une entreprise qui fait un usage abusif du certificat ou du sceau est priée par écrit d’y mettre fin dans les 14 jours. Un usage abusif répété ou délibéré constitue un motif de révocation. L’utilisation du sceau par une entreprise qui n’a jamais été accréditée est confiée aux avocats du programme.`,
      },
    },
  },
  renewals: {
    title: "Renouvellements et rappels",
    sections: {
      "renewals.reminders": {
        title: "Calendrier des rappels",
        body: `L’accréditation se renouvelle chaque année. Le portail envoie des rappels à l’entreprise par courriel et dans son tableau de bord :

| Jours avant l’expiration | Rappel |
|---|---|
| 60 | Premier rappel, avec un lien pour commencer le renouvellement |
| 30 | Deuxième rappel |
| 7 | Dernier rappel |
| 0 | Avis d’expiration du certificat |

Chaque rappel n’est envoyé qu’une fois. Le jour de l’expiration, un certificat en vigueur devient expiré, la page de vérification l’indique comme expiré et l’entreprise est retirée du répertoire.`,
      },
      "renewals.process": {
        title: "Renouvellement de l’accréditation",
        body: `L’entreprise commence son renouvellement à partir de son tableau de bord, confirme ses renseignements et indique au programme si son adresse, son propriétaire ou ses méthodes de travail ont changé, en décrivant tout changement.

- Les frais d’audit de renouvellement de ${fee.renewalAudit} et la cotisation de renouvellement de ${fee.renewalMembership} s’appliquent.
- Le comité décide si un renouvellement nécessite un audit sur place. Un audit est toujours exigé tous les trois ans, après un changement de propriétaire ou de méthodes, et après toute plainte jugée fondée.
- Un renouvellement n’est approuvé qu’une fois son audit terminé, ou après que le personnel a levé l’audit et en a consigné le motif ; l’entreprise voit ce motif. Lorsque l’audit est levé avant le paiement des frais d’audit de renouvellement, aucuns frais d’audit ne sont dus ; s’ils ont déjà été payés, le programme les rembourse.
- L’examen d’un renouvellement prend généralement de 5 à 7 jours ouvrables une fois tous les éléments reçus.
- Lorsque le renouvellement est approuvé et payé, le certificat est prolongé d’un an : à partir de sa date d’expiration actuelle s’il est renouvelé avant cette date, à partir du jour du renouvellement s’il est renouvelé après.`,
      },
      "renewals.lapsed": {
        title: "Accréditation échue",
        body: `Une entreprise dont le certificat est expiré peut encore le renouveler dans les 90 jours suivant la date d’expiration ; tant que le renouvellement n’est pas approuvé, elle ne doit pas se présenter comme accréditée. Après 90 jours, l’entreprise présente une nouvelle demande à titre de nouveau demandeur, avec les frais de première accréditation et un audit complet.`,
      },
    },
  },
  complaints: {
    title: "Plaintes et appels",
    sections: {
      "complaints.businesses": {
        title: "Plaintes au sujet d’une entreprise accréditée",
        body: `Toute personne peut porter plainte au sujet d’une entreprise accréditée par la page de contact, par courriel ou par la poste. Une plainte devrait indiquer ce qui s’est passé, quand et où, et être accompagnée de toute photographie ou de tout document utile.

1. Le bureau du programme accuse réception de la plainte dans les cinq jours ouvrables.
2. Un administrateur demande à l’entreprise sa réponse, qui doit être fournie dans les 14 jours.
3. Si la plainte laisse croire que les normes n’ont pas été respectées, le comité peut ordonner un audit sans préavis.
4. Le comité décide si la plainte est fondée et de la suite à y donner : aucune mesure, mesure corrective, nouvel audit ou révocation.

La personne qui a porté plainte est informée du résultat. Les plaintes alléguant de la cruauté envers des animaux sont transmises sans délai à la présidence et peuvent aussi être signalées aux autorités.`,
      },
      "complaints.programme": {
        title: "Plaintes au sujet du programme",
        body: `Les plaintes visant le programme lui-même — la conduite d’un examinateur, un retard, une erreur du bureau du programme — sont adressées à la direction générale, qui y répond dans les 20 jours ouvrables. Une plainte visant la direction générale est adressée à la présidence.`,
      },
      "complaints.appeals": {
        title: "Appels",
        body: `Une entreprise peut faire appel d’une décision de refuser sa demande, d’exiger un nouvel audit ou de révoquer son certificat.

- L’appel est présenté par écrit dans les **30 jours** suivant la décision et explique pourquoi la décision devrait être réexaminée, avec tout nouvel élément de preuve.
- Un comité d’appel formé de trois membres du comité qui n’ont pas pris part à la décision initiale l’examine, et peut entendre l’entreprise et l’examinateur.
- Le comité d’appel statue dans les 45 jours : la décision initiale est confirmée, modifiée ou renvoyée pour un nouvel examen.
- La décision du comité d’appel est définitive au sein du programme.

Une révocation demeure en vigueur pendant l’examen d’un appel.`,
      },
    },
  },
  conflicts: {
    title: "Conflits d’intérêts",
    sections: {
      "conflicts.definition": {
        title: "Ce qui constitue un conflit",
        body: `Une personne est en conflit d’intérêts à l’égard d’une décision lorsqu’elle-même, un membre de sa famille ou une entreprise à laquelle elle est liée pourrait y gagner ou y perdre, ou lorsque son jugement pourrait raisonnablement sembler influencé. Exemples :

- être propriétaire de l’entreprise, y travailler ou y avoir travaillé au cours des trois dernières années ;
- faire concurrence à l’entreprise dans la même région ;
- entretenir une relation personnelle avec le propriétaire ou un gestionnaire ;
- avoir conseillé l’entreprise au sujet de sa demande.`,
      },
      "conflicts.declaration": {
        title: "Déclaration et récusation",
        body: `Les examinateurs, les membres du comité et les administrateurs déclarent leurs intérêts à leur entrée en fonction et mettent leur déclaration à jour chaque fois que leur situation change. Avant chaque audit, examen ou vote, la personne vérifie s’il y a conflit.

Une personne en conflit se retire : l’examinateur n’accepte pas l’audit, le membre du comité ne siège pas au comité d’examen et ne vote pas, l’administrateur confie le dossier à un collègue. En cas de doute, la présidence tranche. Chaque déclaration et chaque récusation sont consignées, et le procès-verbal indique qui s’est retiré.`,
      },
    },
  },
  revocation: {
    title: "Révocation",
    sections: {
      "revocation.grounds": {
        title: "Motifs de révocation",
        body: `Le comité peut révoquer un certificat lorsqu’une entreprise :

- ne respecte plus les normes et ne corrige pas le problème ;
- s’avère avoir agi avec cruauté envers des animaux (norme 15, tolérance zéro pour la cruauté) ;
- a fourni des renseignements faux ou altérés dans sa demande ou son renouvellement ;
- refuse ou entrave un audit ;
- fait un usage abusif répété ou délibéré du certificat ou du sceau ;
- perd un permis, une licence ou une assurance dont elle a besoin pour exercer ses activités légalement.`,
      },
      "revocation.procedure": {
        title: "Procédure de révocation",
        body: `1. Le bureau du programme écrit à l’entreprise pour lui exposer les faits et les motifs, preuves à l’appui.
2. L’entreprise dispose de 14 jours pour répondre par écrit.
3. Le comité plénier décide, à l’exclusion de tout membre en conflit d’intérêts. La décision et ses motifs sont consignés dans le portail.

Lorsque des animaux courent un danger immédiat ou que la cruauté est établie, le comité peut révoquer le certificat sur-le-champ et entendre l’entreprise par la suite.`,
      },
      "revocation.effects": {
        title: "Effets de la révocation",
        body: `Lorsqu’un certificat est révoqué :

- la page de vérification l’indique comme révoqué dès ce moment, et l’entreprise est retirée du répertoire ;
- la demande revient au statut *Approuvée*, et aucuns frais ne sont remboursés ;
- l’entreprise doit cesser immédiatement d’utiliser le certificat et le sceau ;
- l’entreprise peut faire appel (voir *Appels*) et peut présenter une nouvelle demande au plus tôt 12 mois après la révocation.`,
      },
    },
  },
  records: {
    title: "Conservation des dossiers",
    sections: {
      "records.periods": {
        title: "Durées de conservation",
        body: `| Dossier | Durée de conservation |
|---|---|
| Demandes, documents, rapports d’audit, décisions et certificats | Tant que l’entreprise est accréditée, et sept ans après l’expiration ou la révocation de son dernier certificat |
| Dossiers de paiement | Sept ans |
| Plaintes, appels et leurs résultats | Sept ans après leur fermeture |
| Déclarations d’intérêts | Sept ans après que la personne a quitté son rôle |
| Procès-verbaux du comité, scrutins et historique des normes et de ce manuel | En permanence |
| Messages du formulaire de contact | Deux ans après le dernier échange |
| Copies des courriels envoyés et journaux de sécurité | Jusqu’à douze mois |

Les comptes sont fermés sur demande ; les données personnelles qui ne sont pas nécessaires aux dossiers ci-dessus sont supprimées ou anonymisées dans les 90 jours.`,
      },
      "records.confidentiality": {
        title: "Confidentialité et accès",
        body: `Les dossiers sont conservés dans le portail. Chaque personne ne voit que ce dont son rôle a besoin : une entreprise, ses propres dossiers ; un examinateur, les demandes et les audits qui lui sont assignés ; le comité et le bureau du programme, l’ensemble des dossiers. Les documents, les paiements et les constatations d’audit ne sont jamais publiés ; seules la fiche du répertoire et la page de vérification sont publiques.

Chaque changement de statut, chaque décision et chaque modification des normes et de ce manuel sont inscrits dans un journal d’audit qui ne peut pas être modifié. Une entreprise peut demander une copie des dossiers qui la concernent ; le bureau du programme répond dans les 30 jours.`,
      },
    },
  },
};
